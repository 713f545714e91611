// EXEC: kernel=kernel_scalar_args global=16 local=4
// ARG: scalar i8 -7
// ARG: scalar u16 65000
// ARG: scalar i64 -123456789012
// ARG: scalar f64 2.75
// ARG: scalar u32 4000000000
// ARG: scalar f32 -0.5
// ARG: global i64 64 zero
// Kernel arguments passed by value at every scalar width.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void kernel_scalar_args(char c, ushort s, long l, double d, uint u, float f, global long *out) {
    size_t i = get_global_id(0);
    out[4 * i] = c * (long)i + s;
    out[4 * i + 1] = l / (long)(i + 1);
    out[4 * i + 2] = as_long(d * (double)i + (double)f);
    out[4 * i + 3] = (long)(u + (uint)i) + (long)f;
}
