// EXEC: kernel=ibuiltin_hadd global=64 local=16
// ARG: global i32 64 bits(173)
// ARG: global i32 64 bits(174)
// ARG: global i32 256 zero
// hadd and rhadd (no intermediate overflow) at several widths.
kernel void ibuiltin_hadd(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    global int *o = out + 4 * i;
    o[0] = hadd(x, y) ^ (int)((uint)rhadd(x, y) << 1);
    o[1] = (int)(hadd((uint)x, (uint)y) + rhadd((uint)x, (uint)y));
    o[2] = hadd((char)x, (char)y) * 1000 + rhadd((uchar)x, (uchar)y);
    o[3] = (int)(hadd((ulong)x << 31, (ulong)y << 33) >> 20) ^ (int)(rhadd((long)x, (long)y * 3));
}
