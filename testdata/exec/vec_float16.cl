// EXEC: kernel=vec_float16 global=8 local=4
// ARG: global f32 128 rand(97)
// ARG: global f32 128 zero
kernel void vec_float16(global const float16 *in, global float16 *out) {
    size_t i = get_global_id(0);
    float16 v = in[i];
    float16 r = v.sfedcba9876543210 + v * 0.5f;
    r.sa = v.s0 * v.sF;
    r.lo.hi = r.hi.lo * 2.0f;
    out[i] = r;
}
