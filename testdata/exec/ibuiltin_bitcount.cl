// SKIP-CL-STD: CL1.2 (ctz is CL2.0)
// EXEC: kernel=ibuiltin_bitcount global=64 local=16
// ARG: global u64 64 special
// ARG: global u64 64 bits(181)
// ARG: global i32 384 zero
// popcount, clz and ctz at every width, with zero and all-ones among the inputs.
kernel void ibuiltin_bitcount(global const ulong *a, global const ulong *b, global int *out) {
    size_t i = get_global_id(0);
    ulong x = (i & 1) ? a[i] : b[i] >> (i % 64);
    global int *o = out + 6 * i;
    o[0] = (int)popcount(x) + (int)clz(x) * 100 + (int)ctz(x) * 10000;
    o[1] = popcount((int)x) + clz((int)x) * 100 + ctz((int)x) * 10000;
    o[2] = popcount((ushort)x) + clz((ushort)x) * 100 + ctz((ushort)x) * 10000;
    o[3] = popcount((char)x) + clz((char)x) * 100 + ctz((char)x) * 10000;
    o[4] = (int)(popcount((uint)(x >> 32)) + clz((uint)(x >> 7)) * 100u);
    o[5] = (int)(ctz((long)x) + clz((ulong)(x << 3)));
}
