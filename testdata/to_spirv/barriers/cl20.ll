; OpenCL C 2.0 work_group_barrier with memory scopes (default work-group, device) and the image
; fence (ImageMemory 0x800); atomic_work_item_fence → OpMemoryBarrier with the given order and
; scope (Device, Invocation).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @b20(ptr addrspace(3) %l, ptr addrspace(1) %g) {
entry:
  store i32 1, ptr addrspace(3) %l, align 4
  call spir_func void @_Z18work_group_barrierj(i32 1)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 2)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 5, i32 1)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 3, i32 2)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 2, i32 0)
  %arrayidx1.i = getelementptr inbounds nuw i8, ptr addrspace(3) %l, i64 4
  %0 = load i32, ptr addrspace(3) %arrayidx1.i, align 4
  store i32 %0, ptr addrspace(1) %g, align 4
  ret void
}

declare spir_func void @_Z18work_group_barrierj(i32)
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)
