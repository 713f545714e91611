// EXEC: kernel=ibuiltin_upsample_madsat global=64 local=16
// ARG: global i32 64 bits(185)
// ARG: global i32 64 bits(186)
// ARG: global i64 256 zero
// upsample joins halves into the double-width type; mad_sat saturates a*b+c.
kernel void ibuiltin_upsample_madsat(global const int *a, global const int *b, global long *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    global long *o = out + 4 * i;
    o[0] = upsample(x, (uint)y);
    o[1] = (long)upsample((short)x, (ushort)y) * 65536L | (ushort)upsample((char)y, (uchar)x);
    o[2] = mad_sat(x, y, 12345) + (long)mad_sat((uint)x, (uint)y >> 16, 7u);
    o[3] = (long)mad_sat((short)x, (short)y, (short)-5) * 100000 + mad_sat((uchar)x, (uchar)y, (uchar)200);
}
