// Integer builtins over every integer type and vector width 1, 2, 3, 4, 8, 16: mad_sat,
// mul_hi, mad_hi, rotate, clz, ctz (CL2.0+), popcount, mad24, mul24, add_sat, sub_sat, hadd,
// rhadd, abs, abs_diff, clamp, min, max, upsample.
#define ALL_OPS(T, UT, x, y, z) \
    (mad_sat(x, y, z) + mul_hi(x, y) + mad_hi(x, y, z) + rotate(x, y) + clz(x) + popcount(x) + \
     add_sat(x, y) + sub_sat(x, y) + hadd(x, y) + rhadd(x, y) + convert_##T(abs(x)) + \
     convert_##T(abs_diff(x, y)) + clamp(x, y, (T)(y + (T)1)) + min(x, y) + max(x, z) + CTZ(x))
#if __OPENCL_C_VERSION__ >= 200
#define CTZ(x) ctz(x)
#else
#define CTZ(x) (x)
#endif

kernel void int8_16(global char *c, global uchar2 *uc, global short3 *s, global ushort4 *us) {
    size_t i = get_global_id(0);
    char a = c[i], b = c[i + 1];
    c[i] = ALL_OPS(char, uchar, a, b, (char)3);
    uchar2 d = uc[i];
    uc[i] = ALL_OPS(uchar2, uchar2, d, d.yx, (uchar2)(7));
    short3 e = s[i];
    s[i] = ALL_OPS(short3, ushort3, e, e.zxy, (short3)(-2));
    ushort4 f = us[i];
    us[i] = ALL_OPS(ushort4, ushort4, f, f.wzyx, (ushort4)(1000));
}

kernel void int32_64(global int8 *a, global uint16 *b, global long2 *c, global ulong3 *d) {
    size_t i = get_global_id(0);
    int8 x = a[i];
    a[i] = ALL_OPS(int8, uint8, x, x.s76543210, (int8)(5)) + mad24(x, x, x) + mul24(x, (int8)(3));
    uint16 y = b[i];
    b[i] = ALL_OPS(uint16, uint16, y, y.sfedcba9876543210, (uint16)(9)) + mad24(y, y, y) + mul24(y, y);
    long2 z = c[i];
    c[i] = ALL_OPS(long2, ulong2, z, z.yx, (long2)(-1));
    ulong3 w = d[i];
    d[i] = ALL_OPS(ulong3, ulong3, w, w.zyx, (ulong3)(1));
}

kernel void upsamples(global const uchar *a, global const char *b, global short16 *s, global uint8 *u, global long4 *l) {
    size_t i = get_global_id(0);
    s[i] = upsample(vload16(i, b), vload16(i, a));
    u[i] = upsample(convert_ushort8(vload8(i, a)), convert_ushort8(vload8(i + 1, a)));
    l[i] = upsample(convert_int4(vload4(i, b)), convert_uint4(vload4(i, a)));
}
