// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// Work-item functions (OpenCL C 3.0, section 6.15.1).

kernel void work_item_functions(global ulong *out) {
  uint d = 0;
  out[0] = get_work_dim();
  out[1] = get_global_size(d);
  out[2] = get_global_id(d);
  out[3] = get_local_size(d);
  out[4] = get_local_id(d);
  out[5] = get_num_groups(d);
  out[6] = get_group_id(d);
  out[7] = get_global_offset(d);
#if __OPENCL_C_VERSION__ >= 200
  out[8] = get_enqueued_local_size(d);
  out[9] = get_global_linear_id();
  out[10] = get_local_linear_id();
#endif
}
