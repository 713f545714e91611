// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// Synchronization and explicit memory fence functions (OpenCL C 3.0, sections
// 6.15.8 and 6.15.9).

kernel void synchronization_functions(void) {
  barrier(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
#if __OPENCL_C_VERSION__ >= 200
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
#endif
}
