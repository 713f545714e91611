; Intel FPGA loop hints with SPV_INTEL_fpga_loop_controls allowed: ii.count 2 + max_concurrency.count 4 + intel.pipelining.enable 1 on one loop (parameters in the mask's bit order, FPGALoopControlsINTEL), coalesce.enable -> LoopCoalesceINTEL 0, max_interleaving.count 3 + intel.speculated.iterations.count 4 + fusion.disable + intel.max_reinvocation_delay.count 2 on a third
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_loop_controls
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @fpga(ptr addrspace(1) %a) {
entry:
  br label %l1

l1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %l1 ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c1 = icmp ult i32 %i.next, 16
  br i1 %c1, label %l1, label %l2, !llvm.loop !0

l2:
  %j = phi i32 [ 0, %l1 ], [ %j.next, %l2 ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %j
  store i32 1, ptr addrspace(1) %q, align 4
  %j.next = add nuw nsw i32 %j, 1
  %c2 = icmp ult i32 %j.next, 16
  br i1 %c2, label %l2, label %l3, !llvm.loop !5

l3:
  %k = phi i32 [ 0, %l2 ], [ %k.next, %l3 ]
  %r = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %k
  store i32 2, ptr addrspace(1) %r, align 4
  %k.next = add nuw nsw i32 %k, 1
  %c3 = icmp ult i32 %k.next, 16
  br i1 %c3, label %l3, label %exit, !llvm.loop !7

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.ii.count", i32 2}
!2 = !{!"llvm.loop.max_concurrency.count", i32 4}
!3 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.coalesce.enable"}
!7 = distinct !{!7, !8, !9, !10, !11}
!8 = !{!"llvm.loop.max_interleaving.count", i32 3}
!9 = !{!"llvm.loop.intel.speculated.iterations.count", i32 4}
!10 = !{!"llvm.loop.fusion.disable"}
!11 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 2}
