// EXEC: kernel=double_vector global=16 local=4
// ARG: global f64 64 rand(167)
// ARG: global f64 64 zero
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void double_vector(global const double4 *in, global double4 *out) {
    size_t i = get_global_id(0);
    double4 v = in[i];
    double2 h = v.lo * v.hi + v.odd;
    out[i] = (double4)(h, sqrt(fabs(v.zw))) + v.wzyx * 0.125;
}
