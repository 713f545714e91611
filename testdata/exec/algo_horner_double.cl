// EXEC: kernel=algo_horner_double global=32 local=8
// ARG: global f64 32 range(-2,2,212)
// ARG: global f64 8 rand(213)
// ARG: global f64 64 zero
// Horner evaluation of a degree-7 polynomial and its derivative in double precision.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void algo_horner_double(global const double *x, global const double *c, global double *out) {
    size_t i = get_global_id(0);
    double v = x[i], p = c[7], d = 0.0;
    for (int k = 6; k >= 0; --k) {
        d = d * v + p;
        p = p * v + c[k];
    }
    out[2 * i] = p;
    out[2 * i + 1] = d;
}
