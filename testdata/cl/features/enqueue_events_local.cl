// SKIP-CL-STD: CL1.2 (device enqueue and blocks are CL2.0)
// Device-side enqueue: enqueue_kernel with a wait list and a return event, with one and with
// two local-memory arguments of run-time sizes, ndrange_1D/2D/3D with offsets, chained
// events, markers, user events with profiling capture, the enqueue status, and the kernel
// queries including the sub-group ones (get_kernel_sub_group_count_for_ndrange,
// get_kernel_max_sub_group_size_for_ndrange).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

kernel void parent(global int *buf, global ulong *prof, global int *status, uint n) {
    queue_t q = get_default_queue();
    clk_event_t first, second, done;
    ndrange_t r1 = ndrange_1D(0, n, 16);
    int s0 = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, r1, 0, NULL, &first, ^{
        buf[get_global_id(0)] += 1;
    });
    size_t off[3] = { 0, 0, 0 }, gsz[3] = { 4, 4, 4 }, lsz[3] = { 2, 2, 2 };
    int s1 = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_3D(off, gsz, lsz), 1, &first, &second,
                            ^(local void *a, local void *b) {
        local int *x = (local int *)a;
        local float *y = (local float *)b;
        size_t l = get_local_linear_id();
        x[l] = buf[get_global_linear_id()];
        y[l] = (float)x[l] * 0.5f;
        work_group_barrier(CLK_LOCAL_MEM_FENCE);
        buf[get_global_linear_id()] = x[(l + 1) % 8] + (int)y[l];
    }, (uint)(8 * sizeof(int)), (uint)(8 * sizeof(float)));
    size_t g2[2] = { 8, 8 };
    int s2 = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP, ndrange_2D(g2), 1, &second, NULL,
                            ^(local void *scratch) {
        ((local int *)scratch)[get_local_id(0)] = (int)get_global_id(1);
    }, 64u);
    clk_event_t evs[2] = { first, second };
    enqueue_marker(q, 2, evs, &done);
    clk_event_t user = create_user_event();
    set_user_event_status(user, CL_COMPLETE);
    capture_event_profiling_info(done, CLK_PROFILING_COMMAND_EXEC_TIME, prof);
    release_event(first);
    release_event(second);
    release_event(done);
    release_event(user);
    status[0] = s0;
    status[1] = s1;
    status[2] = s2;
}

kernel void queries(global uint *out) {
    ndrange_t r = ndrange_1D(64, 16);
    void (^blk)(void) = ^{ };
    void (^lblk)(local void *) = ^(local void *p) { ((local int *)p)[0] = 1; };
    out[0] = get_kernel_work_group_size(blk);
    out[1] = get_kernel_preferred_work_group_size_multiple(lblk);
    out[2] = get_kernel_sub_group_count_for_ndrange(r, blk);
    out[3] = get_kernel_max_sub_group_size_for_ndrange(r, lblk);
}
