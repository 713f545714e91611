// Eight- and sixteen-component vectors of every element type: .lo/.hi/.even/.odd, hex
// swizzles (.s89abcdef, .sF), component-wise comparisons and select, dynamic lane indexing
// through a private array, reductions by halving, vector loads and stores of 8 and 16.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void wide_ints(global uchar16 *u8, global char16 *s8, global short8 *s16, global ushort16 *u16,
                      global int16 *i32, global uint8 *u32, global long8 *i64, global ulong16 *u64) {
    size_t i = get_global_id(0);
    uchar16 a = u8[i];
    u8[i] = (uchar16)(a.hi, a.lo) + a.sFEDCBA9876543210;
    char16 b = s8[i];
    s8[i] = select(b, -b, b < (char16)0);
    short8 c = s16[i];
    s16[i] = (short8)(c.even, c.odd) * (short8)(1, 2, 3, 4, 5, 6, 7, 8);
    ushort16 d = u16[i];
    u16[i] = d.s0123456789abcdef >> (ushort16)(3);
    int16 e = i32[i];
    int8 lo = e.lo, hi = e.hi;
    int4 q = lo.lo + lo.hi + hi.lo + hi.hi;
    int2 r = q.lo + q.hi;
    e.s0 = r.x + r.y;
    e.sF = e.s0 * 2;
    i32[i] = e;
    u32[i] = u32[i] % (uint8)(1, 2, 3, 4, 5, 6, 7, 8);
    i64[i] = i64[i] * (long8)(-1) + (long8)(1L << 33);
    u64[i] = (ulong16)(u64[i].odd, u64[i].even) | (ulong16)(0xFF00FF00FF00FF00UL);
}

kernel void wide_floats(global float16 *f, global double8 *d, global half8 *h, global float *sum) {
    size_t i = get_global_id(0);
    float16 v = f[i];
    float16 w = v.s02468ace13579bdf;
    int16 m = isgreater(v, w);
    f[i] = select(v, w, m) * 0.5f;
    double8 x = d[i];
    d[i] = sqrt(fabs(x)) + x.s76543210;
    half8 y = h[i];
    h[i] = y * (half8)(2.0h) - y.s01234567;
    float lanes[16];
    vstore16(v, 0, lanes);
    float acc = 0.0f;
    for (int k = 0; k < 16; ++k)
        acc += lanes[(k * 5 + (int)i) & 15];
    float8 s8 = v.lo + v.hi;
    float4 s4 = s8.lo + s8.hi;
    float2 s2 = s4.lo + s4.hi;
    sum[i] = acc + s2.x + s2.y;
}

kernel void wide_load_store(global const int *src, global int *dst, global const double *ds, global double *dd) {
    size_t i = get_global_id(0);
    int8 a = vload8(i, src);
    int16 b = vload16(i, src);
    vstore8(a + b.lo, i, dst);
    vstore16(b * 3, i + 1, dst);
    double16 c = vload16(0, ds);
    vstore8(c.hi - c.lo, i, dd);
}
