// EXEC: kernel=vec_long16_double8 global=8 local=4
// ARG: global i64 128 range(-1000000,1000000,261)
// ARG: global f64 64 rand(262)
// ARG: global i64 128 zero
// ARG: global f64 64 zero
// The widest vectors: long16 and double8 arithmetic, swizzles and half-vector access.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void vec_long16_double8(global const long16 *a, global const double8 *b, global long16 *lo, global double8 *dout) {
    size_t i = get_global_id(0);
    long16 x = a[i];
    long16 r = x * x.sfedcba9876543210 + (x >> 3) - (x < (long16)(0));
    r.lo = r.hi / (long8)(3, -3, 5, -5, 7, -7, 9, -9);
    lo[i] = r;
    double8 d = b[i];
    dout[i] = d.s76543210 * d + (double8)(d.lo, d.hi * 0.5) - convert_double8(x.lo) * 1.0e-6;
}
