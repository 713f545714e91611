; uadd.with.overflow on an i12 (the sum exact in the i16 container, overflowing above 4095, masked) and smul.with.overflow on an i40 (sign-extended in the i64 container; overflow when s_mul_hi is not the low half's sign or the low half leaves the 40-bit range).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func { i12, i1 } @add(i12 %a, i12 %b) {
entry:
  %r = call { i12, i1 } @llvm.uadd.with.overflow.i12(i12 %a, i12 %b)
  ret { i12, i1 } %r
}

define spir_func { i40, i1 } @mul(i40 %a, i40 %b) {
entry:
  %r = call { i40, i1 } @llvm.smul.with.overflow.i40(i40 %a, i40 %b)
  ret { i40, i1 } %r
}

declare { i12, i1 } @llvm.uadd.with.overflow.i12(i12, i12)
declare { i40, i1 } @llvm.smul.with.overflow.i40(i40, i40)
