// EXEC: kernel=vec_vload_half global=32 local=8
// ARG: global u16 32 bits(105)
// ARG: global f32 32 rand(106)
// ARG: global f32 32 zero
// ARG: global u16 160 zero
// Half-precision storage: vload_half widens exactly, vstore_half rounds (to nearest, or as named).
kernel void vec_vload_half(global const half *h, global const float *f, global float *wide, global half *narrow) {
    size_t i = get_global_id(0);
    wide[i] = vload_half(i, h);
    float x = f[i] * 1000.0f;
    vstore_half(x, 5 * i, narrow);
    vstore_half_rtz(x, 5 * i + 1, narrow);
    vstore_half_rtp(x, 5 * i + 2, narrow);
    vstore_half_rtn(x, 5 * i + 3, narrow);
    vstore_half(f[i] * 1.0e-6f, 5 * i + 4, narrow);
}
