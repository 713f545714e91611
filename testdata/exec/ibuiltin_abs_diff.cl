// EXEC: kernel=ibuiltin_abs_diff global=64 local=16
// ARG: global i32 64 special
// ARG: global i32 64 bits(182)
// ARG: global u32 384 zero
// abs and abs_diff return unsigned results (abs(INT_MIN) is representable).
kernel void ibuiltin_abs_diff(global const int *a, global const int *b, global uint *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    global uint *o = out + 6 * i;
    o[0] = abs(x);
    o[1] = abs_diff(x, y);
    o[2] = abs((char)y) * 1000u + abs((short)x);
    o[3] = abs_diff((char)x, (char)y) * 1000u + abs_diff((uchar)x, (uchar)y);
    o[4] = (uint)(abs_diff((long)x * 3, (long)y * 5) >> 2);
    o[5] = abs_diff((uint)x, (uint)y) ^ (uint)abs((long)y * (1L << 20));
}
