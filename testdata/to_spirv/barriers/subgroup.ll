; sub_group_barrier → OpControlBarrier with Subgroup execution scope (3), the memory scope
; defaulting to the sub-group.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sgb(ptr addrspace(3) %l) {
entry:
  store i32 1, ptr addrspace(3) %l, align 4
  call spir_func void @_Z17sub_group_barrierj(i32 1)
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 2, i32 4)
  ret void
}

declare spir_func void @_Z17sub_group_barrierj(i32)
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32)
