// EXEC: kernel=double_arith global=64 local=16
// ARG: global f64 64 rand(161)
// ARG: global f64 64 rand(162)
// ARG: global f64 384 zero
// double arithmetic and comparisons (cl_khr_fp64).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void double_arith(global const double *a, global const double *b, global double *out) {
    size_t i = get_global_id(0);
    double x = a[i], y = b[i];
    global double *o = out + 6 * i;
    o[0] = x + y * 1.0e-8;
    o[1] = x * y - x / (y * y + 0.5);
    o[2] = -x + (x > y ? x : y);
    o[3] = (double)(x < y) + (x == y) * 2.0;
    o[4] = x * 3.0 + y;
    o[5] = (double)(float)x - x;
}
