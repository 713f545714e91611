; llvm.loop hints become OpLoopMerge in the loop header (merge = the single exit, continue = the
; latch): unroll.count 4 -> PartialCount 4 (so SPIR-V 1.4), unroll.disable -> DontUnroll on a
; rotated single-block loop (header = latch), ivdep.safelen 8 -> DependencyLength 8; a loop with
; only mustprogress gets no merge instruction.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @hints(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %count.header

count.header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %count.latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %count.body, label %rotated

count.body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  br label %count.latch

count.latch:
  %i.next = add nsw i32 %i, 1
  br label %count.header, !llvm.loop !0

rotated:
  %j = phi i32 [ 0, %count.header ], [ %j.next, %rotated ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %j
  %v = load i32, ptr addrspace(1) %q, align 4
  %w = shl i32 %v, 1
  store i32 %w, ptr addrspace(1) %q, align 4
  %j.next = add nuw nsw i32 %j, 1
  %more = icmp ult i32 %j.next, 16
  br i1 %more, label %rotated, label %ivdep, !llvm.loop !3

ivdep:
  %k = phi i32 [ 0, %rotated ], [ %k.next, %ivdep ]
  %r = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %k
  store i32 0, ptr addrspace(1) %r, align 4
  %k.next = add nuw nsw i32 %k, 1
  %more.k = icmp ult i32 %k.next, 8
  br i1 %more.k, label %ivdep, label %plain, !llvm.loop !5

plain:
  %l = phi i32 [ 0, %ivdep ], [ %l.next, %plain ]
  %l.next = add nuw nsw i32 %l, 1
  %more.l = icmp ult i32 %l.next, %n
  br i1 %more.l, label %plain, label %exit, !llvm.loop !7

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.ivdep.safelen", i32 8}
!7 = distinct !{!7, !1}
