// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (ctz is CL2.0)
// Integer builtins: abs/abs_diff, add_sat/sub_sat, hadd/rhadd, clamp/min/max, clz/ctz/popcount, mad_hi/mad_sat/mul_hi, rotate, upsample, ctz (2.0), mad24/mul24, on all integer widths.

kernel void int_zoo(global char *c, global short *s, global int *i32, global uint *u32, global long *l, global ushort4 *us4) {
    size_t i = get_global_id(0);
    char a = c[i];
    c[i] = add_sat(a, (char)100) + sub_sat(a, (char)-100) + (char)abs(a) + hadd(a, (char)3) + clz(a);
    short b = s[i];
    s[i] = rhadd(b, (short)7) + (short)abs_diff(b, (short)-3) + rotate(b, (short)5) + popcount(b);
    int x = i32[i];
    uint y = u32[i];
    i32[i] = mad_hi(x, 77, x) + mul_hi(x, -5) + mad_sat(x, x, 1) + mul24(x & 0xffff, 3) + mad24(x & 0xfff, 5, 1)
             + clamp(x, -10, 10) + min(x, 3) + max(x, -3) + ctz(x);
    u32[i] = upsample((ushort)(y >> 16), (ushort)y) + rotate(y, 7u) + clz(y) + abs(x);
    l[i] = upsample(x, y) + mul_hi((long)x, (long)y) + popcount((long)y);
    ushort4 v = us4[i];
    us4[i] = add_sat(v, (ushort4)(65535)) + hadd(v, v.wzyx) + clz(v);
}
