// select with scalar and vector masks of every signedness (the mask's top bit chooses in the
// vector forms), bitselect on integer and floating-point vectors, shuffle and shuffle2 with
// constant and run-time masks for source and mask widths 2, 4, 8 and 16, over char, short,
// int, long, float, double and half elements.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void selects(global int4 *a, global float8 *f, global double2 *d, global char16 *c, global half4 *h,
                    global uint *s) {
    size_t i = get_global_id(0);
    int4 x = a[i];
    a[i] = select(x, -x, x < 0) + select(x, x.wzyx, (uint4)(0x80000000u, 0, 0x80000000u, 0));
    float8 y = f[i];
    f[i] = select(y, (float8)(0.0f), isnan(y)) + bitselect(y, -y, as_float8((uint8)(0x80000000u)));
    double2 z = d[i];
    d[i] = select(z, z.yx, (long2)(-1, 0)) + bitselect(z, z * 2.0, as_double2((ulong2)(0xFFFF)));
    char16 w = c[i];
    c[i] = select(w, (char16)(0), (uchar16)(0x80)) ^ bitselect(w, ~w, (char16)(0x0F));
    half4 v = h[i];
    h[i] = select(v, -v, (short4)(-1, 0, -1, 0)) + bitselect(v, v.yxwz, as_half4((ushort4)(0x7C00)));
    s[i] = select(1u, 2u, (int)i & 1) + select((uint)s[i], 7u, s[i] > 10u) + bitselect(s[i], ~s[i], 0xF0F0F0F0u);
}

kernel void shuffles(global int4 *a, global float2 *f, global char16 *c, global long8 *l, global double4 *d,
                     global half8 *h, global uint4 *masks) {
    size_t i = get_global_id(0);
    uint4 m = masks[i] & 3u;
    int4 x = a[i];
    a[i] = shuffle(x, m) + shuffle(x, (uint4)(3, 2, 1, 0)) + shuffle2(x, x * 2, (uint4)(0, 4, 1, 5));
    float2 y = f[i];
    f[i] = shuffle(y, (uint2)(1, 0)) + shuffle2((float4)(y, y), (float4)(1.0f), (uint2)(7, 0)).yx;
    char16 z = c[i];
    c[i] = shuffle(z, (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)) +
           shuffle2(z.lo, z.hi, convert_uchar16(masks[i].xyzwxyzwxyzwxyzw) & (uchar16)(15));
    long8 w = l[i];
    l[i] = shuffle2(w, w, (ulong8)(0, 8, 1, 9, 2, 10, 3, 11)) + shuffle(w.lo, (ulong8)(0, 1, 2, 3, 3, 2, 1, 0));
    double4 v = d[i];
    d[i] = shuffle(v, (ulong4)(2, 3, 0, 1)) + shuffle2(v.lo, v.hi, (ulong4)(0, 2, 1, 3));
    half8 u = h[i];
    h[i] = shuffle(u, (ushort8)(1, 0, 3, 2, 5, 4, 7, 6)) + shuffle2(u.lo, u.hi, convert_ushort8(m.xyzwwzyx));
}
