; Hints on loops where OpLoopMerge has no well-formed place are dropped: a loop with two exit
; blocks, and a header ending in a switch.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @unplaceable(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %two.exits

two.exits:
  %i = phi i32 [ 0, %entry ], [ %i.next, %two.latch ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %found, label %two.latch

two.latch:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %two.exits, label %switch.header, !llvm.loop !0

switch.header:
  %j = phi i32 [ 0, %two.latch ], [ %j.next, %switch.latch ]
  %m = and i32 %j, 3
  switch i32 %m, label %switch.latch [
    i32 0, label %zero
  ]

zero:
  store i32 0, ptr addrspace(1) %a, align 4
  br label %switch.latch

switch.latch:
  %j.next = add nuw nsw i32 %j, 1
  %more.j = icmp ult i32 %j.next, %n
  br i1 %more.j, label %switch.header, label %done, !llvm.loop !0

found:
  ret i32 %i

done:
  ret i32 -1
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
