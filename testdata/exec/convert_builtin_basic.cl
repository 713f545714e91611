// EXEC: kernel=convert_builtin_basic global=64 local=16
// ARG: global f32 64 range(-100,100,198)
// ARG: global u32 64 bits(199)
// ARG: global i32 256 zero
// ARG: global f32 64 zero
// convert_T without saturation: floats truncate, narrower unsigned targets wrap.
kernel void convert_builtin_basic(global const float *a, global const uint *b, global int *out, global float *fout) {
    size_t i = get_global_id(0);
    float x = a[i];
    uint u = b[i];
    global int *o = out + 4 * i;
    o[0] = convert_int(x);
    o[1] = convert_uchar(u) + convert_ushort(u) * 3;
    o[2] = (int)convert_short(x * 100.0f) + (int)convert_uint(fabs(x));
    o[3] = convert_int(convert_long(u) >> 3) + (int)(convert_ulong((int)u) >> 40);
    fout[i] = convert_float(u) + convert_float(convert_int(x));
}
