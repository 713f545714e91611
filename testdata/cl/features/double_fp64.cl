// CL-STD: CL1.2
// double precision (cl_khr_fp64): double scalars/vectors, math builtins, conversions with rounding, double constants (inf/nan/hex).

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void dmath(global double *d, global double2 *d2, global float *f) {
    size_t i = get_global_id(0);
    double x = d[i];
    double y = sqrt(fabs(x)) + exp(-x) * log1p(x * x);
    d[i] = fma(y, 0x1.5bf0a8b145769p+1, -1.0e-300);
    double2 v = d2[i];
    d2[i] = (double2)(pow(v.x, v.y), atan2(v.y, v.x)) + (double2)(INFINITY, -0.0);
    f[i] = convert_float_rtz(y) + (float)isinf(x);
}

kernel void dconv(global const long *l, global double3 *o, global int *iout) {
    size_t i = get_global_id(0);
    double a = convert_double(l[i]);
    double b = (double)l[i] / 3.0;
    o[i] = (double3)(a, b, nan(0ul));
    iout[i] = convert_int_sat_rte(b * 1.0e10);
}
