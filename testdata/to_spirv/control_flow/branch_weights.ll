; !prof branch weights (from __builtin_expect, [[likely]], PGO) → OpBranchConditional's two
; weight literals: as they are when their sum fits 32 bits, else scaled down as LLVM scales
; counts (the ratio kept); the "expected" origin string of __builtin_expect's weights is read
; past; all-zero weights and branches without !prof get none.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @weights(i32 %x) {
entry:
  %c0 = icmp sgt i32 %x, 10
  br i1 %c0, label %a, label %b, !prof !0
a:
  %c1 = icmp sgt i32 %x, 20
  br i1 %c1, label %b, label %c, !prof !1
b:
  %c2 = icmp sgt i32 %x, 30
  br i1 %c2, label %c, label %d, !prof !2
c:
  %c3 = icmp sgt i32 %x, 40
  br i1 %c3, label %d, label %e, !prof !3
d:
  %c4 = icmp sgt i32 %x, 50
  br i1 %c4, label %e, label %f
e:
  ret i32 1
f:
  ret i32 2
}

!0 = !{!"branch_weights", i32 2000, i32 1}
!1 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!2 = !{!"branch_weights", i32 3000000000, i32 1500000000}
!3 = !{!"branch_weights", i32 0, i32 0}
