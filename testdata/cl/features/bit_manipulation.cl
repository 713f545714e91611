// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (ctz is CL2.0)
// Bit manipulation idioms: as_type reinterpretation of vectors, masks/shifts with out-of-range amounts (OpenCL modulo semantics), byte swaps via shuffles, bit reversal, parity.

static uint reverse_bits(uint v) {
    v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
    v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
    v = ((v >> 4) & 0x0F0F0F0Fu) | ((v & 0x0F0F0F0Fu) << 4);
    v = ((v >> 8) & 0x00FF00FFu) | ((v & 0x00FF00FFu) << 8);
    return (v >> 16) | (v << 16);
}

kernel void bits(global uint *u, global uchar4 *bytes, global ulong *l, global int *parity) {
    size_t i = get_global_id(0);
    uint x = u[i];
    uchar4 b = as_uchar4(x);
    bytes[i] = b.wzyx;
    u[i] = reverse_bits(x) ^ (x << 35) ^ (x >> (i + 32));
    ulong y = l[i];
    l[i] = as_ulong(as_uint2(y).yx) | (y << 65);
    parity[i] = popcount(x) & 1;
    parity[i + 1] = ctz(x) + clz(y);
}
