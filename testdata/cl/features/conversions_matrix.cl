// Explicit conversions: convert_<type><n>[_sat][_rte|_rtz|_rtp|_rtn] between every pair of
// element kinds (signed, unsigned, float, double, half) at widths 1, 2, 3, 4, 8 and 16;
// as_<type> reinterpretation between equally sized types (incl. 3-component as 4); implicit
// conversions and C casts (float to int truncation, int to bool, pointer to integer).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void to_ints(global const float16 *f, global const double8 *d, global const half4 *h,
                    global char16 *c, global uchar8 *uc, global short4 *s, global ushort3 *us,
                    global int2 *i, global uint *u, global long8 *l, global ulong4 *ul) {
    size_t g = get_global_id(0);
    float16 x = f[g];
    c[g] = convert_char16_sat_rte(x) + convert_char16(x) + convert_char16_rtn(x);
    uc[g] = convert_uchar8_sat(d[g]) + convert_uchar8_rtp(x.lo) + convert_uchar8_sat_rtz(x.hi);
    s[g] = convert_short4_sat_rtn(h[g]) + convert_short4(x.s0123) + convert_short4_sat(d[g].lo);
    us[g] = convert_ushort3_sat_rtp(x.s456) + convert_ushort3_rte(d[g].s012);
    i[g] = convert_int2_sat_rtz(x.s89) + convert_int2_rtn(d[g].s67) + convert_int2(h[g].xy);
    u[g] = convert_uint_sat(x.sF) + convert_uint_rte(d[g].s7) + convert_uint_sat_rtp(h[g].w);
    l[g] = convert_long8_sat_rte(d[g]) + convert_long8_rtz(x.even) + convert_long8_sat(x.odd);
    ul[g] = convert_ulong4_sat_rtn(d[g].hi) + convert_ulong4(h[g]) + convert_ulong4_sat_rtz(x.lo.lo);
}

kernel void between_ints(global const char16 *c, global const int8 *i, global const ulong3 *ul,
                         global uchar16 *uc, global short8 *s, global uint3 *u, global long2 *l) {
    size_t g = get_global_id(0);
    uc[g] = convert_uchar16_sat(c[g]) + convert_uchar16(c[g]);
    s[g] = convert_short8_sat(i[g]) + convert_short8(c[g].lo) + convert_short8_sat(convert_ushort8(i[g]));
    u[g] = convert_uint3_sat(ul[g]) + convert_uint3(c[g].s012) + convert_uint3_sat(i[g].s123);
    l[g] = convert_long2_sat(ul[g].xy) + convert_long2(i[g].s45) + convert_long2_sat(convert_uint2(c[g].s01));
}

kernel void to_floats(global const int4 *i, global const ulong2 *ul, global const double3 *d, global const uchar16 *uc,
                      global float4 *f, global double2 *dd, global half8 *h, global float16 *f16) {
    size_t g = get_global_id(0);
    f[g] = convert_float4(i[g]) + convert_float4_rtz(i[g]) + convert_float4_rtp(convert_uint4(i[g])) +
           convert_float4_rtn((double4)(d[g], 0.0));
    dd[g] = convert_double2(ul[g]) + convert_double2_rte(i[g].xy) + convert_double2_rtz(f[g].zw);
    h[g] = convert_half8(uc[g].lo) + convert_half8_rtz(convert_float8(uc[g].hi)) + convert_half8_rtp((double8)(d[g].x)) +
           convert_half8_rtn(convert_int8(uc[g].even));
    f16[g] = convert_float16(uc[g]) + convert_float16_rte(convert_long16(uc[g])) + convert_float16(convert_half16(f16[g]));
}

kernel void reinterpret(global const float4 *f, global int4 *i, global uchar16 *b, global double *d, global uint *u,
                        global ulong *p) {
    size_t g = get_global_id(0);
    float4 x = f[g];
    i[g] = as_int4(x) ^ as_int4(as_uchar16(x));
    b[g] = as_uchar16(as_long2(x)) + as_uchar16(as_double2(x));
    d[g] = as_double(as_ulong(x.xy)) + as_double(as_int2(x.zw));
    float3 t = x.xyz;
    u[g] = as_uint4(t).w + as_uint(as_half2(as_ushort2(x.w))) + (uint)x.x + (uint)(x.y != 0.0f) + (bool)x.z;
    p[g] = (ulong)(uintptr_t)f + (ulong)(int)x.w + (ulong)(long)-x.w;
}
