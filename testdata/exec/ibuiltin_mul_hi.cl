// EXEC: kernel=ibuiltin_mul_hi global=64 local=16
// ARG: global i64 64 bits(175)
// ARG: global i64 64 bits(176)
// ARG: global i64 256 zero
// mul_hi and mad_hi: the high half of the double-width product, signed and unsigned.
kernel void ibuiltin_mul_hi(global const long *a, global const long *b, global long *out) {
    size_t i = get_global_id(0);
    long x = a[i], y = b[i];
    global long *o = out + 4 * i;
    o[0] = mul_hi(x, y);
    o[1] = (long)mul_hi((ulong)x, (ulong)y);
    o[2] = (long)((ulong)(uint)mul_hi((int)x, (int)y) << 32 | mul_hi((uint)x, (uint)y));
    o[3] = mad_hi((int)(x >> 7), (int)y, 5) + (long)mad_hi((ushort)x, (ushort)y, (ushort)9) + (long)mul_hi((char)x, (char)y) * 1000;
}
