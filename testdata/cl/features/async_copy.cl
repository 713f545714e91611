// CL-STD: CL1.2
// Async work-group copies: async_work_group_copy global<->local, async_work_group_strided_copy, event chaining, wait_group_events, prefetch.

kernel void async_tiles(global const float4 *in, global float4 *out, local float4 *tile, global const float *col, local float *lcol) {
    size_t n = get_local_size(0);
    size_t base = get_group_id(0) * n;
    event_t e = async_work_group_copy(tile, in + base, n, 0);
    event_t e2 = async_work_group_strided_copy(lcol, col + get_group_id(0), n, 16, 0);
    event_t evs[2] = { e, e2 };
    wait_group_events(2, evs);
    size_t l = get_local_id(0);
    tile[l] *= lcol[l];
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t back = async_work_group_copy(out + base, tile, n, 0);
    event_t back2 = async_work_group_strided_copy((global float *)out + 1, lcol, n, 4, back);
    wait_group_events(1, &back2);
    prefetch(in + base + n, n);
}
