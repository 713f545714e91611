; atomicrmw nand has no SPIR-V atomic: a loop around OpAtomicCompareExchange storing
; ~(old & 42) (the Khronos translator rejects it).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(1) %p) {
entry:
  %old = atomicrmw nand ptr addrspace(1) %p, i32 42 acq_rel
  ret i32 %old
}
