// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (device enqueue and blocks are CL2.0)
// Device-side enqueue: enqueue_kernel with blocks (with/without events and local memory), ndrange_1D/2D, markers, user events, kernel query functions.

kernel void parent(global int *buf, int n) {
    queue_t q = get_default_queue();
    ndrange_t nd = ndrange_1D(n);
    int scale = 3;
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{
        buf[get_global_id(0)] *= scale;
    });

    clk_event_t e1, e2;
    const size_t gsz[2] = { 8, 8 };
    const size_t lsz[2] = { 4, 4 };
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_2D(gsz, lsz),
                   0, NULL, &e1, ^{
        buf[get_global_id(1) * 8 + get_global_id(0)] += 1;
    });

    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP, nd, 1, &e1, &e2,
                   ^(local void *scratch) {
        local int *s = (local int *)scratch;
        s[get_local_id(0)] = buf[get_global_id(0)];
        work_group_barrier(CLK_LOCAL_MEM_FENCE);
        buf[get_global_id(0)] = s[get_local_size(0) - 1 - get_local_id(0)];
    }, 64 * sizeof(int));

    clk_event_t marker;
    enqueue_marker(q, 1, &e2, &marker);
    release_event(e1);
    release_event(e2);
    release_event(marker);

    clk_event_t ue = create_user_event();
    if (is_valid_event(ue)) {
        retain_event(ue);
        set_user_event_status(ue, CL_COMPLETE);
        release_event(ue);
        release_event(ue);
    }
}

kernel void queries(global uint *out) {
    void (^blk)(void) = ^{ };
    out[0] = get_kernel_work_group_size(blk);
    out[1] = get_kernel_preferred_work_group_size_multiple(blk);
}
