// CL-STD: CL1.2
// Local memory: kernel-scope __local arrays, __local pointer kernel arguments, work-group barriers, tiled transpose.

#define TILE 16

kernel void transpose(global const float *in, global float *out, int width, int height) {
    local float tile[TILE][TILE + 1];
    int gx = get_group_id(0) * TILE + get_local_id(0);
    int gy = get_group_id(1) * TILE + get_local_id(1);
    if (gx < width && gy < height)
        tile[get_local_id(1)][get_local_id(0)] = in[gy * width + gx];
    barrier(CLK_LOCAL_MEM_FENCE);
    int tx = get_group_id(1) * TILE + get_local_id(0);
    int ty = get_group_id(0) * TILE + get_local_id(1);
    if (tx < height && ty < width)
        out[ty * height + tx] = tile[get_local_id(0)][get_local_id(1)];
}

kernel void stencil(global const float *in, global float *out, local float *scratch) {
    size_t l = get_local_id(0);
    size_t g = get_global_id(0);
    size_t n = get_local_size(0);
    scratch[l + 1] = in[g];
    if (l == 0)
        scratch[0] = g > 0 ? in[g - 1] : 0.0f;
    if (l == n - 1)
        scratch[n + 1] = in[g + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = 0.25f * scratch[l] + 0.5f * scratch[l + 1] + 0.25f * scratch[l + 2];
}
