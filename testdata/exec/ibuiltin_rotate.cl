// EXEC: kernel=ibuiltin_rotate global=64 local=16
// ARG: global u64 64 bits(179)
// ARG: global i32 64 range(-70,70,180)
// ARG: global u64 256 zero
// rotate at every width; the count is taken modulo the width (negative counts rotate right).
kernel void ibuiltin_rotate(global const ulong *a, global const int *n, global ulong *out) {
    size_t i = get_global_id(0);
    ulong x = a[i];
    int c = n[i];
    global ulong *o = out + 4 * i;
    o[0] = rotate(x, (ulong)c);
    o[1] = (ulong)rotate((uint)x, (uint)c) << 32 | rotate((int)(x >> 32), c) & 0xffffffffUL;
    o[2] = (ulong)rotate((ushort)x, (ushort)c) << 48 | (ulong)(ushort)rotate((short)(x >> 16), (short)c) << 32;
    o[3] = (ulong)rotate((uchar)x, (uchar)c) << 8 | (uchar)rotate((char)(x >> 8), (char)c);
}
