// EXEC: kernel=convert_rounding_f2i global=64 local=16
// ARG: global f32 64 special
// ARG: global f32 64 range(-50,50,22)
// ARG: global i32 512 zero
kernel void convert_rounding_f2i(global const float *sp, global const float *r, global int *out) {
    size_t i = get_global_id(0);
    float x = r[i];
    float s = clamp(sp[i], -1.0e9f, 1.0e9f);
    s = isnan(s) ? 0.25f : s;
    out[8 * i + 0] = convert_int_rte(x);
    out[8 * i + 1] = convert_int_rtz(x);
    out[8 * i + 2] = convert_int_rtp(x);
    out[8 * i + 3] = convert_int_rtn(x);
    out[8 * i + 4] = convert_int_rte(s);
    out[8 * i + 5] = convert_int_rtz(s);
    out[8 * i + 6] = convert_int_rtp(s);
    out[8 * i + 7] = convert_int_rtn(s);
}
