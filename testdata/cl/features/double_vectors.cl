// cl_khr_fp64: double scalars and vectors (2, 3, 4, 8, 16) through arithmetic, math (sin,
// pow, exp2, fma, fmax, hypot, remquo, frexp, sincos), common (mix, clamp, smoothstep),
// geometric (dot, length, normalize, cross) and relational builtins, conversions to and
// from long/int/float with rounding and saturation, doubles in structs and local memory.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct { double2 xy; double w; long id; } dnode_t;

double poly(double x) {
    const double c[5] = { 1.0, -0.5, 0.25, -0.125, 0.0625 };
    double r = 0.0;
    for (int k = 4; k >= 0; --k)
        r = r * x + c[k];
    return r;
}

kernel void double_math(global double *a, global double2 *b, global double3 *c, global double4 *d,
                        global double8 *e, global double16 *f, global int *q) {
    size_t i = get_global_id(0);
    double x = a[i];
    int quo;
    double rem = remquo(x, 0.75, &quo);
    int ex;
    double m = frexp(x, &ex);
    double cs;
    double sn = sincos(x, &cs);
    a[i] = sin(x) + pow(fabs(x), 1.5) + exp2(x) + fma(x, x, 1.0) + fmax(x, 0.0) + hypot(x, 2.0) + rem + m + sn * cs + poly(x);
    q[i] = quo + ex + ilogb(x) + isfinite(x) + signbit(x);
    double2 v2 = b[i];
    b[i] = mix(v2, v2.yx, 0.25) + clamp(v2, -1.0, 1.0) + smoothstep(0.0, 1.0, v2);
    double3 v3 = c[i];
    c[i] = cross(v3, (double3)(1.0, 0.0, 0.0)) + normalize(v3) * length(v3) + dot(v3, v3);
    double4 v4 = d[i];
    d[i] = select(v4, -v4, isless(v4, (double4)0.0)) + native_recip(1.0f) + distance(v4, v4.wzyx);
    double8 v8 = e[i];
    e[i] = rsqrt(fabs(v8) + 1.0) + ldexp(v8, (int8)(1, 2, 3, 4, -1, -2, -3, -4));
    double16 v16 = f[i];
    f[i] = floor(v16) + ceil(v16) * trunc(v16) - round(v16) + rint(v16) + copysign(v16, -v16);
}

kernel void double_convert(global const double *d, global long *l, global int4 *i4, global float *fl,
                           global ulong2 *u2, global dnode_t *nodes) {
    size_t i = get_global_id(0);
    double x = d[i];
    l[i] = convert_long_sat_rtn(x) + (long)x + convert_long_rtp(x * 0.5);
    i4[i] = convert_int4_sat((double4)(x, -x, x * 1e10, NAN));
    fl[i] = convert_float_rtz(x) + (float)x + convert_float(convert_double_rte(l[i]));
    u2[i] = convert_ulong2_sat_rte((double2)(x, 1e30)) + as_ulong2((double2)(x, -0.0));
    dnode_t n = nodes[i];
    n.w = n.xy.x * n.xy.y + (double)n.id;
    n.id = (long)isgreaterequal(n.w, 0.0) + isunordered(n.w, x) + isnotequal(n.xy.x, n.xy.y);
    nodes[i] = n;
}

kernel void double_local(global double *g, local double *l) {
    size_t lid = get_local_id(0);
    l[lid] = g[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            l[lid] += l[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        g[get_group_id(0)] = l[0];
}
