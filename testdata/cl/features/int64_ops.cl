// 64-bit integers: long/ulong scalars and vectors (2, 3, 4, 8, 16) through arithmetic,
// division and remainder, shifts, comparisons, and the integer builtins (mul_hi, mad_hi,
// mad_sat, rotate, clz, ctz (CL2.0+), popcount, add_sat, sub_sat, hadd, rhadd, abs, abs_diff,
// upsample, clamp, min, max), with conversions from and to narrower types and size_t.
kernel void long_arith(global long *a, global ulong *b, global long3 *c, global ulong16 *d, long k) {
    size_t i = get_global_id(0);
    long x = a[i];
    ulong y = b[i];
    long q = k != 0 ? x / k : 0;
    long r = k != 0 ? x % k : 0;
    ulong uq = y / (ulong)(k | 1);
    a[i] = q + r + (x << 7) + (x >> 3) + (long)(y >> 60) + (x < 0 ? -x : x) + (long)uq;
    b[i] = y * 0x9E3779B97F4A7C15UL ^ (y >> 29) ^ (ulong)i;
    long3 v = c[i];
    c[i] = v * (long3)(3, -5, 7) + (v >> (long3)(1, 2, 63)) + (long3)(LONG_MAX, LONG_MIN, 0) / (long3)(2);
    ulong16 w = d[i];
    d[i] = w + (ulong16)(ULONG_MAX) - (w << (ulong16)(i & 63));
}

kernel void long_builtins(global long *a, global ulong *b, global long4 *c, global ulong2 *d, global uint *cnt) {
    size_t i = get_global_id(0);
    long x = a[i], y = a[i + 1];
    ulong u = b[i], v = b[i + 1];
    a[i] = mul_hi(x, y) + mad_hi(x, y, 1L) + mad_sat(x, y, x) + rotate(x, 13L) + add_sat(x, y) + sub_sat(x, y)
           + hadd(x, y) + rhadd(x, y) + (long)abs(x) + (long)abs_diff(x, y) + clamp(x, -100L, 100L) + min(x, y) + max(x, y);
    b[i] = mul_hi(u, v) + mad_sat(u, v, u) + rotate(u, (ulong)i) + add_sat(u, v) + sub_sat(u, v) + upsample((uint)u, (uint)v)
           + popcount(u) + clz(u);
#if __OPENCL_C_VERSION__ >= 200
    b[i] += ctz(u);
#endif
    long4 w = c[i];
    c[i] = mul_hi(w, w.wzyx) + rotate(w, (long4)(1, 2, 3, 4)) + clz(w) + popcount(w) + upsample((int4)(1), (uint4)(2));
    ulong2 z = d[i];
    d[i] = mad_hi(z, z, z) + abs_diff(z, z.yx) + hadd(z, z.yx);
    cnt[i] = (uint)(popcount(x) + clz(y));
}

kernel void long_convert(global const long *a, global char *c, global short2 *s, global int4 *i4,
                         global float *f, global size_t *sz, global ptrdiff_t *pd, global uintptr_t *up) {
    size_t i = get_global_id(0);
    long x = a[i];
    c[i] = convert_char_sat(x) + (char)x;
    s[i] = convert_short2_sat((long2)(x, -x)) + convert_short2((long2)(x));
    i4[i] = convert_int4_sat((long4)(x, LONG_MAX, LONG_MIN, 0)) + convert_int4((ulong4)(x));
    f[i] = convert_float_rtz(x) + convert_float_rtp((ulong)x) + (float)x;
    sz[i] = (size_t)x + get_global_size(0);
    pd[i] = (ptrdiff_t)(&a[i] - &a[0]);
    up[i] = (uintptr_t)(&a[i]) & 0xF;
}
