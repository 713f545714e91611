; A loop with two latches has no place for OpLoopMerge: with SPV_INTEL_unstructured_loop_controls allowed its hints become OpLoopControlINTEL before the header's branch (UnstructuredLoopControlsINTEL); unroll.enable + unroll.count 4 -> Unroll|PartialCount 4
; OPTIONS: --spirv-ext=+SPV_INTEL_unstructured_loop_controls
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @two_latches(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %inc, %odd ], [ %inc, %even ]
  br label %body

body:
  %inc = add i32 %i, 1
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %done = icmp uge i32 %inc, %n
  br i1 %done, label %exit, label %test

test:
  %bit = and i32 %inc, 1
  %isodd = icmp ne i32 %bit, 0
  br i1 %isodd, label %odd, label %even

odd:
  br label %header, !llvm.loop !0

even:
  br label %header, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
