// CL-STD: CL1.2
// Vectors of 8 and 16 components: literals, .s89ABCDEF / .lo.hi swizzles, vload8/vstore16, reductions over lanes, conversions.

kernel void wide(global float8 *f8, global int16 *i16, global const uchar *bytes, global float *sum) {
    size_t i = get_global_id(0);
    float8 a = f8[i];
    float8 b = (float8)(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f);
    float8 c = mad(a, b, a.s76543210);
    f8[i] = c;
    float4 h = c.lo + c.hi;
    float2 q = h.lo + h.hi;
    sum[i] = q.x + q.y;

    int16 v = i16[i];
    int16 w = v.sFEDCBA9876543210;
    w.s0123 = v.s89AB * 2;
    w.hi.lo = (int4)(7);
    i16[i] = w + convert_int16(vload16(i, bytes));
}

kernel void wide_store(global const double *in, global long8 *out) {
    size_t i = get_global_id(0);
    uchar16 pattern = (uchar16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    long8 l = convert_long8(convert_int8(pattern.even) * 3);
    out[i] = l + (long8)(i);
    vstore8(convert_float8(l), i, (global float *)out + 64);
}
