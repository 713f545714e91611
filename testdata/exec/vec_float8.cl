// EXEC: kernel=vec_float8 global=16 local=4
// ARG: global f32 128 rand(96)
// ARG: global f32 128 zero
kernel void vec_float8(global const float8 *in, global float8 *out) {
    size_t i = get_global_id(0);
    float8 v = in[i];
    float8 w = v.s76543210 * v + v.s01234567;
    w.lo = w.hi - w.lo;
    w.s3 = v.s5 * 3.0f;
    out[i] = w.even.s01230123 + w.odd.s32103210 * (float8)(1, 2, 3, 4, 5, 6, 7, 8);
}
