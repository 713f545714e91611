// EXEC: kernel=double_convert global=32 local=8
// ARG: global f64 32 range(-3000000000,3000000000,165)
// ARG: global i64 32 bits(166)
// ARG: global f32 64 zero
// ARG: global i64 96 zero
// Conversions to and from double: rounding to float by mode, truncation and saturation to
// integers, long to double.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void double_convert(global const double *a, global const long *b, global float *f, global long *l) {
    size_t i = get_global_id(0);
    double x = a[i] + 0.1;
    f[2 * i] = convert_float_rtz(x) - convert_float_rtp(x);
    f[2 * i + 1] = (float)x;
    l[3 * i] = convert_long(x) + convert_int_sat(x);
    l[3 * i + 1] = as_long(convert_double(b[i])) ^ as_long(convert_double_rtz(b[i]));
    l[3 * i + 2] = convert_long_rte(x * 0.5) + (long)convert_uint_sat_rtn(x);
}
