// EXEC: kernel=conv_int_float_casts global=64 local=16
// ARG: global i32 64 bits(196)
// ARG: global f32 64 range(-2000000000,2000000000,197)
// ARG: global f32 128 zero
// ARG: global i32 192 zero
// Implicit and explicit conversions between integers and floats (values kept in range).
kernel void conv_int_float_casts(global const int *a, global const float *b, global float *fo, global int *io) {
    size_t i = get_global_id(0);
    int x = a[i];
    float y = b[i];
    fo[2 * i] = x;
    fo[2 * i + 1] = (float)(uint)x + (float)(long)x * 0.5f + (float)(char)x;
    io[3 * i] = (int)y;
    io[3 * i + 1] = (int)(uint)fabs(y) ^ (int)(long)(y * 2.0f);
    io[3 * i + 2] = (int)(short)(y / 65536.0f) + (uchar)(fabs(y) / 16777216.0f);
}
