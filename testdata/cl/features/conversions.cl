// CL-STD: CL1.2
// Conversions: implicit/explicit casts, convert_<type>[_sat][_rte|_rtz|_rtp|_rtn] for scalars and vectors, as_<type> reinterpretation, bool-to-int, int-to-pointer-size.

kernel void convert_zoo(global const float4 *f, global int4 *i4, global uchar4 *u4, global short8 *s8, global uint *bits) {
    size_t i = get_global_id(0);
    float4 v = f[i];
    i4[i] = convert_int4(v) + convert_int4_rte(v) + convert_int4_sat_rtz(v * 1.0e10f) + convert_int4_rtp(v) + convert_int4_rtn(v);
    u4[i] = convert_uchar4_sat(v * 255.0f);
    short8 s = convert_short8_sat((float8)(v, -v));
    s8[i] = s + as_short8(convert_int4(v));
    bits[i] = as_uint(v.x) ^ as_uint(convert_float_rtz((double)v.y));
    char c = (char)v.z;
    uint u = (uint)c;
    ulong ul = (ulong)v.w;
    float back = (float)ul + convert_float_rtn(u) + (float)(v.x > v.y);
    bits[i + 1] = as_uint(back);
}
