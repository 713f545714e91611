target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @fpga(ptr addrspace(1) %a) #0 {
entry:
  br label %l1

l1:                                               ; preds = %l1, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %l1 ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c1 = icmp ult i32 %i.next, 16
  br i1 %c1, label %l1, label %l2, !llvm.loop !8

l2:                                               ; preds = %l2, %l1
  %j = phi i32 [ 0, %l1 ], [ %j.next, %l2 ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %j
  store i32 1, ptr addrspace(1) %q, align 4
  %j.next = add nuw nsw i32 %j, 1
  %c2 = icmp ult i32 %j.next, 16
  br i1 %c2, label %l2, label %l3, !llvm.loop !12

l3:                                               ; preds = %l3, %l2
  %k = phi i32 [ 0, %l2 ], [ %k.next, %l3 ]
  %r = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %k
  store i32 2, ptr addrspace(1) %r, align 4
  %k.next = add nuw nsw i32 %k, 1
  %c3 = icmp ult i32 %k.next, 16
  br i1 %c3, label %l3, label %exit, !llvm.loop !14

exit:                                             ; preds = %l3
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_INTEL_fpga_loop_controls"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 5888}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.ii.count", i32 2}
!10 = !{!"llvm.loop.max_concurrency.count", i32 4}
!11 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.coalesce.enable"}
!14 = distinct !{!14, !15, !16, !17, !18}
!15 = !{!"llvm.loop.max_interleaving.count", i32 3}
!16 = !{!"llvm.loop.intel.speculated.iterations.count", i32 4}
!17 = !{!"llvm.loop.fusion.disable"}
!18 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 2}
