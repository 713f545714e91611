// EXEC: kernel=local_stencil global=64 local=16
// ARG: global f32 64 rand(134)
// ARG: global f32 64 zero
// A 5-point 1-D stencil with a halo loaded into local memory (clamped at the edges).
kernel void local_stencil(global const float *in, global float *out) {
    local float s[20];
    int l = get_local_id(0), g = get_global_id(0), n = get_global_size(0);
    s[l + 2] = in[g];
    if (l < 2) {
        s[l] = in[max(g - 2, 0)];
        s[l + 18] = in[min(g + 16, n - 1)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = 0.1f * s[l] + 0.2f * s[l + 1] + 0.4f * s[l + 2] + 0.2f * s[l + 3] + 0.1f * s[l + 4];
}
