// CL-STD: CL1.2
// Math builtins on float scalars/vectors: trig, exp/log families, pow/pown/powr/rootn, fma/mad, rounding, frexp/ldexp/modf/remquo with pointer out-params, native_/half_ variants.

kernel void math_zoo(global float *f, global float4 *v, global int *ip) {
    size_t i = get_global_id(0);
    float x = f[i];
    float r = sin(x) + cos(x) + tan(x) + asin(x * 0.5f) + acos(x * 0.5f) + atan(x) + atan2(x, 2.0f);
    r += sinh(x) + cosh(x) + tanh(x) + asinh(x) + sinpi(x) + cospi(x);
    r += exp(x) + exp2(x) + exp10(x) + expm1(x) + log(fabs(x) + 1.0f) + log2(x + 2.0f) + log10(x + 3.0f) + log1p(x * x);
    r += pow(fabs(x), 1.5f) + pown(x, 3) + powr(fabs(x), 0.5f) + rootn(fabs(x), 3) + cbrt(x) + hypot(x, r);
    r += fma(x, r, 1.0f) + mad(x, 2.0f, r) + fdim(x, r) + fmod(r, 3.0f) + remainder(r, 2.0f) + copysign(r, x);
    r += ceil(x) + floor(x) + rint(x) + round(x) + trunc(x) + logb(x) + (float)ilogb(x) + nextafter(x, 0.0f);
    float ipart;
    int ex, q;
    r += modf(x, &ipart) + ipart + frexp(x, &ex) + ldexp(x, ex) + remquo(r, 3.0f, &q);
    r += native_sin(x) + native_exp(x) + native_sqrt(fabs(x)) + native_divide(x, 3.0f) + half_cos(x) + half_rsqrt(x + 4.0f);
    f[i] = r;
    ip[i] = ex + q;
    float4 w = v[i];
    float4 s;
    v[i] = sincos(w, &s) + s + mix(w, s, 0.5f) + step(0.0f, w) + smoothstep(0.0f, 1.0f, w) + sign(w) + degrees(w) + radians(w)
           + fmin(w, 1.0f) + fmax(w, s) + clamp(w, -1.0f, 1.0f) + rsqrt(w * w + 1.0f) + lgamma(w) + erf(w) + tgamma(w);
}

kernel void geometric(global float4 *a, global float3 *b, global float *out) {
    size_t i = get_global_id(0);
    float4 p = a[i];
    float3 q = b[i];
    out[i] = dot(p, p) + length(q) + distance(p, (float4)(1.0f)) + fast_length(q) + fast_distance(q, q.zyx);
    a[i] = normalize(p) + fast_normalize(p);
    b[i] = cross(q, (float3)(0.0f, 0.0f, 1.0f));
}
