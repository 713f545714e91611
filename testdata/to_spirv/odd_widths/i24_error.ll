; A load and store of an i24 (as SROA makes of a 3-byte struct copy) is unsupported: SPIR-V
; kernels have no 24-bit integer (SPV_INTEL_arbitrary_precision_integers is not implemented).
; ERROR: in function @copy3: integer type i24: SPIR-V kernels have i1, i8, i16, i32 and i64 (InvalidBitWidth)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @copy3(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load i24, ptr addrspace(1) %p, align 1
  store i24 %v, ptr addrspace(1) %q, align 1
  ret void
}
