// EXEC: kernel=vec_int_divrem global=16 local=4
// ARG: global i32 64 range(-100000,100000,252)
// ARG: global u16 128 bits(253)
// ARG: global i32 128 zero
// ARG: global u16 128 zero
// Lane-wise division and remainder of int4 by vectors and scalars, and of ushort8.
kernel void vec_int_divrem(global const int4 *a, global const ushort8 *b, global int4 *out, global ushort8 *sout) {
    size_t i = get_global_id(0);
    int4 x = a[i], d = (int4)(3, -7, 11, 13) + (int4)((int)i) * (int4)(1, -1, 1, 1);
    out[2 * i] = x / d + x % 9;
    out[2 * i + 1] = x % d - x / (int4)(-5);
    ushort8 u = b[i], v = b[(i + 1) % 16] | (ushort8)(1);
    sout[i] = u / v + u % (ushort8)(10) * (ushort)3;
}
