// EXEC: kernel=local_2d_histogram global=8,8 local=4,4
// ARG: global u8 64 range(0,7,138)
// ARG: global u32 32 zero
// 2-D work-groups counting values into a local histogram with local atomics, then one
// work-item per group writes it out (local linear id 0).
kernel void local_2d_histogram(global const uchar *img, global uint *hist) {
    local uint h[8];
    size_t lid = get_local_id(1) * get_local_size(0) + get_local_id(0);
    if (lid < 8) h[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&h[img[get_global_id(1) * 8 + get_global_id(0)]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t g = get_group_id(1) * get_num_groups(0) + get_group_id(0);
    if (lid < 8) hist[g * 8 + lid] = h[lid];
}
