// CL-STD: CL1.2
// 64-bit integers: long/ulong arithmetic, shifts, mul_hi, mad_sat, clz/popcount, 64-bit constants, size_t pointer arithmetic, long vectors.

kernel void i64_ops(global long *a, global ulong *b, global ulong2 *v) {
    size_t i = get_global_id(0);
    long x = a[i];
    ulong y = b[i];
    long s = x * 6364136223846793005L + 1442695040888963407L;
    ulong h = mul_hi(y, 0x9E3779B97F4A7C15UL);
    ulong r = rotate(y, (ulong)13) ^ (h >> 7);
    a[i] = s / (x | 1) + (s % 97) - (x >> 63);
    b[i] = mad_sat(y, (ulong)3, r) + clz(y) + popcount(r);
    ulong2 w = v[i];
    v[i] = (w << (ulong2)(1, 63)) | (w >> (ulong2)(63, 1));
}

kernel void i64_compare(global const long *in, global int *out, long threshold) {
    size_t i = get_global_id(0);
    long x = in[i];
    out[i] = (x > threshold) + (x < -9223372036854775807L) * 2 + ((ulong)x > 0xFFFFFFFFUL) * 4;
}
