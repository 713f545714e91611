// Math builtins at vector widths 3, 8 and 16 and as scalars: trigonometric, inverse and
// hyperbolic (incl. the pi forms), exponential and logarithmic, power and root families,
// rounding, remainder-style functions with pointer results in private, local and global
// memory (fract, modf, frexp, remquo, sincos, lgamma_r), classification helpers (ilogb,
// nan, nextafter, maxmag, minmag, fdim, copysign), and the native_ and half_ variants.
kernel void trig(global float3 *a, global float8 *b, global float16 *c) {
    size_t i = get_global_id(0);
    float3 x = a[i];
    a[i] = sin(x) + cos(x) + tan(x) + asin(x * 0.5f) + acos(x * 0.5f) + atan(x) + atan2(x, x.zxy) +
           sinpi(x) + cospi(x) + tanpi(x) + asinpi(x * 0.1f) + acospi(x * 0.1f) + atanpi(x) + atan2pi(x, 1.0f);
    float8 y = b[i];
    b[i] = sinh(y) + cosh(y) + tanh(y) + asinh(y) + acosh(y + 2.0f) + atanh(y * 0.1f);
    float16 z = c[i];
    c[i] = exp(z) + exp2(z) + exp10(z) + expm1(z) + log(z) + log2(z) + log10(z) + log1p(z) + logb(z) +
           pow(z, 2.0f) + pown(z, (int16)(3)) + powr(z, 0.5f) + rootn(z, (int16)(2)) + sqrt(z) + rsqrt(z) + cbrt(z) +
           erf(z) + erfc(z) + tgamma(z) + lgamma(z);
}

kernel void rounding(global float8 *a, global int8 *ie) {
    size_t i = get_global_id(0);
    float8 x = a[i];
    a[i] = ceil(x) + floor(x) + rint(x) + round(x) + trunc(x) + fmod(x, 3.0f) + remainder(x, 2.0f) + fdim(x, 1.0f) +
           copysign(x, -1.0f) + nextafter(x, 0.0f) + maxmag(x, x.s10325476) + minmag(x, -x) + fmax(x, 0.5f) +
           fmin(x, x.s76543210) + mad(x, x, x) + fma(x, 2.0f, x) + hypot(x, x) + ldexp(x, 2) + nan((uint8)(1));
    ie[i] = ilogb(x) + isinf(x) + isnormal(x);
}

kernel void pointers(global float *g, local float *l, global float4 *out, global int *iout) {
    size_t i = get_global_id(0);
    float x = g[i] + 0.5f;
    float ip, c;
    int e, q, sign;
    float r = fract(x, &ip) + modf(x, &l[get_local_id(0)]) + frexp(x, &e) + remquo(x, 0.3f, &q) + sincos(x, &c) +
              lgamma_r(x, &sign);
    float4 v4 = (float4)(x, -x, 2.0f * x, 0.5f);
    float4 ip4;
    int4 e4;
    float4 r4 = fract(v4, (global float4 *)&out[i]) + frexp(v4, &e4) + modf(v4, &ip4);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_size(0) + i] = r4 + ip4 + (float4)(r + ip + c + l[get_local_id(0)]);
    iout[i] = e + q + sign + e4.x + e4.w;
}

kernel void fast_variants(global float4 *a, global float3 *b) {
    size_t i = get_global_id(0);
    float4 x = fabs(a[i]) + 0.1f;
    a[i] = native_sin(x) + native_cos(x) + native_tan(x) + native_exp(x) + native_exp2(x) + native_exp10(x) +
           native_log(x) + native_log2(x) + native_log10(x) + native_powr(x, x) + native_sqrt(x) + native_rsqrt(x) +
           native_recip(x) + native_divide(x, x.wzyx);
    float3 y = fabs(b[i]) + 0.1f;
    b[i] = half_sin(y) + half_cos(y) + half_tan(y) + half_exp(y) + half_exp2(y) + half_exp10(y) + half_log(y) +
           half_log2(y) + half_log10(y) + half_powr(y, y) + half_sqrt(y) + half_rsqrt(y) + half_recip(y) + half_divide(y, y);
}
