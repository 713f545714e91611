; A counted loop and a nested loop as clang -O2 shapes them (no loop metadata): header phis,
; latch branches back, exits; blocks stay in dominance order.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @loops(ptr addrspace(1) %a, i32 %n, i32 %m) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %outer, label %exit

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %acc2 = phi i32 [ %acc, %outer ], [ %acc3, %inner ]
  %idx = add nsw i32 %i, %j
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx64
  %v = load i32, ptr addrspace(1) %p, align 4
  %acc3 = add nsw i32 %acc2, %v
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp slt i32 %j.next, %m
  br i1 %jc, label %inner, label %outer.latch

outer.latch:
  %acc.inner = phi i32 [ %acc3, %inner ]
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp eq i32 %i.next, %n
  br i1 %ic, label %exit, label %outer

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  ret i32 %r
}
