// EXEC: kernel=ibuiltin_minmax_clamp global=64 local=16
// ARG: global i32 64 bits(183)
// ARG: global i32 64 bits(184)
// ARG: global i32 384 zero
// min, max and clamp at every width, signed and unsigned.
kernel void ibuiltin_minmax_clamp(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    global int *o = out + 6 * i;
    o[0] = min(x, y) ^ max(x, y) >> 1;
    o[1] = (int)(min((uint)x, (uint)y) + max((uint)x, 77u));
    o[2] = min((char)x, (char)y) * 1000 + max((uchar)x, (uchar)y);
    o[3] = clamp((short)x, (short)-300, (short)300) + clamp((ushort)y, (ushort)100, (ushort)1000) * 2;
    o[4] = (int)clamp((long)x * 5, -3000000000L, 3000000000L) ^ (int)(clamp((ulong)(uint)y, 10UL, 4000000000UL) >> 1);
    o[5] = clamp(x, -1000, (y & 0x3fffffff) | 0x400);
}
