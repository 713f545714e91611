// EXEC: kernel=double_math global=64 local=16
// ARG: global f64 64 range(0.01,10,163)
// ARG: global f64 64 rand(164)
// ARG: global f64 512 zero
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void double_math(global const double *a, global const double *b, global double *out) {
    size_t i = get_global_id(0);
    double x = a[i], y = b[i];
    global double *o = out + 8 * i;
    o[0] = sqrt(x);
    o[1] = exp(y) + log(x);
    o[2] = sin(y) * cos(x);
    o[3] = pow(x, y);
    o[4] = floor(y) + ceil(y) * 0.5 + rint(y * 3.0);
    o[5] = fmax(x, y) - fmin(x, y) + fabs(y);
    o[6] = fma(x, y, 1.0) + mad(x, y, -1.0);
    o[7] = atan2(y, x) + hypot(x, y);
}
