// EXEC: kernel=convert_sat_float global=64 local=16
// ARG: global f32 64 special
// ARG: global f32 64 range(-70000,70000,21)
// ARG: global i32 384 zero
kernel void convert_sat_float(global const float *sp, global const float *wide, global int *out) {
    size_t i = get_global_id(0);
    float x = sp[i], y = wide[i];
    out[6 * i + 0] = convert_char_sat(x) + 1000 * convert_char_sat(y);
    out[6 * i + 1] = convert_uchar_sat(x) + 1000 * convert_uchar_sat(y);
    out[6 * i + 2] = convert_short_sat(x) * 3 + convert_short_sat(y);
    out[6 * i + 3] = convert_ushort_sat(x) + convert_ushort_sat(y);
    out[6 * i + 4] = convert_int_sat(x) ^ convert_int_sat(y * 40000.0f);
    out[6 * i + 5] = (int)convert_uint_sat(x) ^ (int)convert_uint_sat(y * 40000.0f);
}
