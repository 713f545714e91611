// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (device enqueue is CL2.0)
// Enqueuing kernels (OpenCL C 3.0, section 6.15.18): ndrange constructors,
// device queue and event functions, enqueue_marker. enqueue_kernel and the
// kernel queries lower to unmangled __-prefixed builtins.

kernel void device_enqueue(global int *out, global ulong *prof) {
  size_t g[3] = {8, 8, 8};
  size_t l[3] = {1, 1, 1};
  size_t o[3] = {0, 0, 0};
  ndrange_t r1 = ndrange_1D(8);
  ndrange_t r1b = ndrange_1D(8, 2);
  ndrange_t r1c = ndrange_1D(0, 8, 2);
  ndrange_t r2 = ndrange_2D(g);
  ndrange_t r2b = ndrange_2D(g, l);
  ndrange_t r2c = ndrange_2D(o, g, l);
  ndrange_t r3 = ndrange_3D(g);
  ndrange_t r3b = ndrange_3D(g, l);
  ndrange_t r3c = ndrange_3D(o, g, l);
  queue_t q = get_default_queue();
  clk_event_t user = create_user_event();
  clk_event_t marker;
  clk_event_t waits[1] = {user};
  out[0] = enqueue_marker(q, 1, waits, &marker);
  out[1] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, r1, ^{ out[2] = 1; });
  out[3] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, r2, 1, waits, &marker,
                          ^{ out[4] = 1; });
  out[5] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP, r3,
                          ^(local void *p) { out[6] = 1; }, 16u);
  out[7] = get_kernel_work_group_size(^{ out[8] = 1; });
  out[9] = get_kernel_preferred_work_group_size_multiple(^{ out[10] = 1; });
  out[11] = is_valid_event(marker);
  set_user_event_status(user, CL_COMPLETE);
  capture_event_profiling_info(marker, CLK_PROFILING_COMMAND_EXEC_TIME, prof);
  retain_event(marker);
  release_event(marker);
  release_event(user);
  (void)r1b; (void)r1c; (void)r2b; (void)r2c; (void)r3b; (void)r3c;
}
