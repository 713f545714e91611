// EXEC: kernel=vec_convert global=16 local=4
// ARG: global f32 64 range(-300,300,112)
// ARG: global i32 64 bits(113)
// ARG: global i32 192 zero
// ARG: global f32 64 zero
// ARG: global i8 64 zero
// Vector conversions: convert_int4 truncates, _sat clamps, _rte rounds, float4 from int4.
kernel void vec_convert(global const float4 *a, global const int4 *b, global int4 *out, global float4 *fout, global char4 *cout) {
    size_t i = get_global_id(0);
    float4 x = a[i];
    out[3 * i] = convert_int4(x);
    out[3 * i + 1] = convert_int4(convert_uchar4_sat(x)) + convert_int4_sat_rte(x * 1.0e7f);
    out[3 * i + 2] = convert_int4_rtp(x) - convert_int4_rtn(x);
    fout[i] = convert_float4(b[i]) + convert_float4_rtz(b[i] >> 3);
    cout[i] = convert_char4_sat_rte(x);
}
