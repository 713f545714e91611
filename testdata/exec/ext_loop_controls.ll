; SPV_INTEL_fpga_loop_controls: a loop's !llvm.loop hints (ivdep, initiation interval, maximum
; concurrency) become the loop controls of its OpLoopMerge, and back; the loop computes the
; same.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_loop_controls
; DECLARES: SPV_INTEL_fpga_loop_controls
; EXEC: kernel=loop_controls global=8 local=4
; ARG: global i32 8 zero
; ARG: global i32 8 range(1,30,4)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @loop_controls(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %n = load i32, ptr addrspace(1) %p, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %loop ]
  %m = mul i32 %acc, 3
  %acc.next = xor i32 %m, %i
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !0

done:
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %acc.next, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.ivdep.enable"}
!2 = !{!"llvm.loop.ii.count", i32 2}
!3 = !{!"llvm.loop.max_concurrency.count", i32 4}
