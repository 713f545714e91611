; OpenCL C 2.0 atomics with explicit orders and scopes: load (Acquire, Workgroup), store
; (Release, Device), fetch_add (Relaxed), fetch_or and exchange on local memory, compare_exchange
; strong/weak with the expected value read and written back through a generic pointer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @c11(ptr addrspace(1) %a, ptr addrspace(3) %u, i32 %v, ptr addrspace(1) %expected) {
entry:
  %0 = addrspacecast ptr addrspace(1) %a to ptr addrspace(4)
  %call = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %0, i32 2, i32 1)
  %add = add nsw i32 %call, %v
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %0, i32 %add, i32 3, i32 2)
  %call1 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %0, i32 %v, i32 0)
  %1 = addrspacecast ptr addrspace(3) %u to ptr addrspace(4)
  %call2 = call spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicjj(ptr addrspace(4) %1, i32 4)
  %call3 = call spir_func i32 @_Z24atomic_exchange_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) %1, i32 %call2, i32 4, i32 1)
  %2 = addrspacecast ptr addrspace(1) %expected to ptr addrspace(4)
  %call4 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %0, ptr addrspace(4) %2, i32 %call1, i32 5, i32 0, i32 3)
  %conv = zext i1 %call4 to i32
  %add5 = add nsw i32 %call3, %conv
  %call6 = call spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) %0, ptr addrspace(4) %2, i32 %add5)
  ret void
}

declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)
declare spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4), i32, i32)
declare spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicjj(ptr addrspace(4), i32)
declare spir_func i32 @_Z24atomic_exchange_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32)
declare spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4), ptr addrspace(4), i32)
