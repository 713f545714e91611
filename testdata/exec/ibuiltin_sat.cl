// EXEC: kernel=ibuiltin_sat global=64 local=16
// ARG: global i32 64 bits(171)
// ARG: global i32 64 bits(172)
// ARG: global i32 384 zero
// add_sat and sub_sat at every integer width and signedness.
kernel void ibuiltin_sat(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    global int *o = out + 6 * i;
    o[0] = add_sat((char)x, (char)y) * 1000 + sub_sat((char)x, (char)y);
    o[1] = add_sat((uchar)x, (uchar)y) * 1000 + sub_sat((uchar)x, (uchar)y);
    o[2] = add_sat((short)x, (short)y) * 65536 + sub_sat((ushort)x, (ushort)y);
    o[3] = add_sat(x, y) ^ sub_sat(x, y);
    o[4] = (int)(add_sat((uint)x, (uint)y) ^ sub_sat((uint)x, (uint)y));
    o[5] = (int)(add_sat((long)x * 4294967296L, (long)y * 4294967296L) >> 32) ^ (int)(sub_sat((ulong)x, (ulong)y << 1) >> 16);
}
