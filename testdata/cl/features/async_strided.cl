// Async copies between global and local memory for several element types (char16, short3,
// int, long2, float4, double) in both directions, strided gathers and scatters
// (async_work_group_strided_copy), several outstanding events waited on together, events
// passed in to chain copies, and prefetch.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void copies(global const char16 *c, global const short3 *s, global const long2 *l, global const double *d,
                   global double *dout, local char16 *lc, local short3 *ls, local long2 *ll, local double *ld) {
    size_t n = get_local_size(0);
    size_t base = get_group_id(0) * n;
    event_t ev[4];
    ev[0] = async_work_group_copy(lc, c + base, n, 0);
    ev[1] = async_work_group_copy(ls, s + base, n, 0);
    ev[2] = async_work_group_copy(ll, l + base, n, 0);
    ev[3] = async_work_group_strided_copy(ld, d + get_group_id(0), n, get_num_groups(0), 0);
    wait_group_events(4, ev);
    size_t i = get_local_id(0);
    ld[i] += (double)lc[i].s0 + (double)ls[i].z + (double)ll[i].y;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t e = async_work_group_strided_copy(dout + get_group_id(0), ld, n, get_num_groups(0), 0);
    e = async_work_group_copy(dout + get_global_size(0) + base, ld, n, e);
    wait_group_events(1, &e);
}

kernel void chained(global const float4 *in, global float4 *out, global const int *ints, local float4 *tile,
                    local int *itile) {
    size_t n = get_local_size(0);
    size_t base = get_group_id(0) * n;
    prefetch(in + base + n, n);
    prefetch(ints + base, n);
    event_t e = async_work_group_copy(tile, in + base, n, 0);
    e = async_work_group_strided_copy(itile, ints + get_group_id(0), n, 2, e);
    wait_group_events(1, &e);
    tile[get_local_id(0)] *= (float)itile[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_copy(out + base, tile, n, 0);
    wait_group_events(1, &e);
}
