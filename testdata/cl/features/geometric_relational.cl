// Geometric and relational builtins: cross of float3/float4/double3/double4, dot, distance,
// length and normalize at widths 1-4 for float, double and half, fast_ variants; relational
// comparisons (isequal, isnotequal, isgreater, isgreaterequal, isless, islessequal,
// islessgreater), classification (isfinite, isinf, isnan, isnormal, isordered, isunordered,
// signbit) at every width incl. 3, 8 and 16, any/all of every signed integer vector, and
// scalar results (int) against vector results (all bits set).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void geometry(global float4 *f, global double3 *d, global half2 *h, global float *s) {
    size_t i = get_global_id(0);
    float4 a = f[i], b = f[i + 1];
    double3 c = d[i], e = d[i + 1];
    f[i] = cross(a, b) + normalize(a) + fast_normalize(b) + (float4)(dot(a, b), distance(a, b), length(a), fast_length(b));
    d[i] = cross(c, e) + normalize(c) * length(e) + distance(c, e) + dot(c.xy, e.xy);
    h[i] = normalize(h[i]) + dot(h[i], h[i + 1]) + distance(h[i].x, h[i + 1].y);
    s[i] = dot(a.x, b.x) + length(a.xyz) + fast_distance(a.xy, b.xy) + fast_length(a.x) + normalize(-a.x) +
           (float)length(c.z) + dot(a.xyz, b.xyz);
}

kernel void relations(global float3 *f, global double8 *d, global half16 *h, global float *s, global int *out) {
    size_t i = get_global_id(0);
    float3 a = f[i];
    int3 r3 = isequal(a, a.zxy) + isnotequal(a, 0.0f) + isgreater(a, 1.0f) + isgreaterequal(a, a) + isless(a, -a) +
              islessequal(a, 2.0f) + islessgreater(a, a.yzx) + isfinite(a) + isinf(a) + isnan(a) + isnormal(a) +
              isordered(a, a) + isunordered(a, a) + signbit(a);
    double8 b = d[i];
    long8 r8 = isequal(b, b) + isless(b, 0.0) + isnan(b) + signbit(b) + isunordered(b, b.s76543210);
    half16 c = h[i];
    short16 r16 = isgreater(c, (half16)0.0h) + isinf(c) + isnormal(c) + islessgreater(c, -c);
    float x = s[i];
    int r1 = isequal(x, 1.0f) + isnan(x) + signbit(x) + isordered(x, x) + isless(x, 0.0f);
    out[i] = r1 + any(r3) + all(r3) + any(r8) + all(r8) + any(r16) + all(r16) + any((char4)(-1, 0, 0, 0)) +
             all((short2)(-1)) + any((int8)(0)) + all((long16)(-1)) + any((char16)(0)) + all((int3)(-1, -1, 0));
}
