; A `while (1)` loop whose header ends in an unconditional branch: with
; SPV_INTEL_unstructured_loop_controls allowed its hints are OpLoopControlINTEL before that
; branch (as the reference writes them; OpLoopMerge only before a conditional branch);
; unroll.disable -> DontUnroll.
; OPTIONS: --spirv-ext=+SPV_INTEL_unstructured_loop_controls
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @while_true(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %while.latch ]
  br label %while.body

while.body:
  %done = icmp sge i32 %i, %n
  br i1 %done, label %while.end, label %while.latch

while.latch:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %inc = add i32 %i, 1
  br label %while.cond, !llvm.loop !0

while.end:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
