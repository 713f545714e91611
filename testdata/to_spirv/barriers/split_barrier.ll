; cl_intel_split_work_group_barrier with SPV_INTEL_split_barrier: intel_work_group_barrier_arrive/_wait(flags[, memory_scope]) → OpControlBarrierArriveINTEL/OpControlBarrierWaitINTEL Workgroup <memory scope, Workgroup without one> with the flags' memory bits and Release (arrive) or Acquire (wait).
; OPTIONS: --spirv-ext=+SPV_INTEL_split_barrier
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @split(ptr addrspace(3) %l, ptr addrspace(1) %g) {
entry:
  store i32 1, ptr addrspace(3) %l, align 4
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
  call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 7)
  call spir_func void @_Z29intel_work_group_barrier_waitj(i32 0)
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 4)
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj(i32)
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32)
