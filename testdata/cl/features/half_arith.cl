// cl_khr_fp16 arithmetic: half scalars and vectors (2, 3, 4, 8, 16) in arithmetic,
// comparisons, math (sqrt, fma, mad, fmin, fmax, clamp, mix, exp, log, pow, sin), common and
// geometric builtins, conversions between half and integers/float/double with saturation
// and rounding modes, half in structs, half constants (literal suffix h), half locals.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct { half h; half2 h2; short tag; } hpair_t;

kernel void half_math(global half *a, global half4 *b, global half3 *c, global half16 *d) {
    size_t i = get_global_id(0);
    half x = a[i];
    half y = x * 0.5h + (half)1.0f;
    y = fma(y, x, (half)0.25h);
    y = mad(y, y, -x);
    y = fmin(fmax(y, -(half)8.0h), HALF_MAX);
    a[i] = sqrt(fabs(y)) + exp(x) - log(1.0h + fabs(x)) + pow(x, (half)2.0h) + sin(x);
    half4 v = b[i];
    b[i] = clamp(v, (half4)(-1.0h), (half4)(1.0h)) + mix(v, v.wzyx, (half4)(0.25h));
    half3 w = c[i];
    c[i] = cross(w, (half3)(0.0h, 0.0h, 1.0h)) + normalize(w) * dot(w, w);
    half16 z = d[i];
    d[i] = step((half16)(0.0h), z) * (half16)(length(z.lo.lo), (half)distance(z.s01, z.s23), 0.0h, 0.0h, 0.0h, 0.0h,
                                             0.0h, 0.0h, 0.0h, 0.0h, 0.0h, 0.0h, 0.0h, 0.0h, 0.0h, 1.0h);
}

kernel void half_convert(global const half *h, global int *i32, global uchar4 *u8, global float *f,
                         global double *dd, global half8 *h8, global hpair_t *pairs) {
    size_t i = get_global_id(0);
    half x = h[i];
    i32[i] = convert_int_sat_rtz(x) + (int)x + (x > 0.0h) + isnan(x);
    u8[i] = convert_uchar4_sat_rte((half4)(x, -x, x * 100.0h, 0.5h));
    f[i] = convert_float(x) + (float)convert_half_rtp(1.0f / 3.0f);
    dd[i] = (double)x + convert_double(convert_half_rtn(2.0));
    h8[i] = convert_half8_rtz((int8)(1, 2, 3, 4, 5, 6, 7, 65535)) + convert_half8(h8[i] < (half8)0.0h);
    hpair_t p = pairs[i];
    p.h = p.h2.x + p.h2.y;
    p.h2 = p.h2.yx * p.h;
    p.tag = as_short(p.h);
    pairs[i] = p;
}

kernel void half_local(global half *g) {
    local half tile[64];
    size_t l = get_local_id(0);
    tile[l] = g[get_global_id(0)] * (half)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    half acc = 0.0h;
    for (int k = 0; k < 4; ++k)
        acc += tile[(l + k) & 63];
    g[get_global_id(0)] = acc;
}
