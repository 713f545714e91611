; br (unconditional and conditional) → OpBranch/OpBranchConditional; blocks in reverse
; post-order; ret in several blocks; unreachable → OpUnreachable.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @branches(i32 %x, i32 %y) {
entry:
  %c = icmp sgt i32 %x, %y
  br i1 %c, label %bigger, label %smaller

smaller:
  %d = sub i32 %y, %x
  br label %join

bigger:
  %e = sub i32 %x, %y
  %z = icmp eq i32 %e, 0
  br i1 %z, label %never, label %join

never:
  unreachable

join:
  %r = phi i32 [ %d, %smaller ], [ %e, %bigger ]
  ret i32 %r
}
