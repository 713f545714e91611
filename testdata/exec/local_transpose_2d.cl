// EXEC: kernel=local_transpose_2d global=16,8 local=4,4
// ARG: global f32 128 iota
// ARG: global f32 128 zero
// A 16x8 matrix transposed through a 4x5 padded local tile with 2-D work-groups.
kernel void local_transpose_2d(global const float *in, global float *out) {
    local float tile[4][5];
    size_t lx = get_local_id(0), ly = get_local_id(1);
    size_t gx = get_global_id(0), gy = get_global_id(1);
    size_t w = get_global_size(0), h = get_global_size(1);
    tile[ly][lx] = in[gy * w + gx];
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t ox = get_group_id(1) * 4 + lx, oy = get_group_id(0) * 4 + ly;
    out[oy * h + ox] = tile[lx][ly];
}
