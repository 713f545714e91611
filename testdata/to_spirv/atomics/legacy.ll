; OpenCL C 1.2 atomics on global and local memory → OpAtomicIAdd/IIncrement/CompareExchange/
; Exchange/UMax/And/IDecrement/SMin with Device scope and Relaxed (0) semantics; the signedness
; of min/max comes from the mangled pointee (i vs j).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @legacy(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %v) {
entry:
  %call = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %g, i32 %v)
  %call1 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %g)
  %call2 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %g, i32 %call, i32 %call1)
  %call3 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) %g, i32 %call2)
  %call4 = call spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3) %l, i32 %call3)
  %call5 = call spir_func i32 @_Z10atomic_andPU3AS3Vjj(ptr addrspace(3) %l, i32 %call4)
  %call6 = call spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3) %l)
  %call7 = call spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) %g, i32 %call5)
  ret void
}

declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1))
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32)
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3), i32)
declare spir_func i32 @_Z10atomic_andPU3AS3Vjj(ptr addrspace(3), i32)
declare spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3))
declare spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1), i32)
