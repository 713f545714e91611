; C11 atomics and a fence whose memory order and scope are function arguments: each goes through the module's mapping function (__translate_ocl_memory_order/_scope, defined after the module's own functions: a switch over the OpenCL values storing the SPIR-V one), the storage class's memory bits or-ed onto a mapped order; a parameter passed to a builtin points to what the builtin's mangled parameter does (int for _Atomic(int)).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @add(ptr addrspace(1) %0, i32 %1, i32 %2, i32 %3) {
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %5, i32 %1, i32 %2, i32 %3)
  ret i32 %6
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef)

define spir_func zeroext i1 @cas(ptr addrspace(3) %0, ptr addrspace(4) %1, i32 %2, i32 %3, i32 %4) {
  %6 = addrspacecast ptr addrspace(3) %0 to ptr addrspace(4)
  %7 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %6, ptr addrspace(4) %1, i32 %2, i32 %3, i32 %4, i32 1)
  ret i1 %7
}

declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef)

define spir_func void @fence(i32 %0, i32 %1) {
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 %0, i32 %1)
  ret void
}

declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef)

