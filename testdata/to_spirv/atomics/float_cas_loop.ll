; OpenCL C atomic_fetch_add on a float (cl_ext_float_atomics): a compare-exchange loop on
; the integer bits (OpAtomicLoad, OpFAdd, OpAtomicCompareExchange on the same address bitcast
; to uint, repeated until the exchange sees the value it read); the result is the old value.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fadd(ptr addrspace(1) %p, float %v) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %r = call spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order(ptr addrspace(4) %g, float %v, i32 0)
  ret float %r
}

declare spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order(ptr addrspace(4), float, i32)
