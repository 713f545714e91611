// EXEC: kernel=int_div_by_constants global=64 local=16
// ARG: global i64 64 bits(232)
// ARG: global i64 512 zero
// Division and remainder by constants (multiply-high sequences after optimisation).
kernel void int_div_by_constants(global const long *in, global long *out) {
    size_t i = get_global_id(0);
    long x = in[i] >> 1;
    global long *o = out + 8 * i;
    o[0] = x / 7 + x % 7;
    o[1] = (long)((ulong)in[i] / 10u) ^ (long)((ulong)in[i] % 1000u);
    o[2] = (int)x / -3 + (int)x % 5;
    o[3] = (uint)x / 13u + (uint)x % 641u;
    o[4] = (short)x / 9 + (ushort)x / 100u + (ushort)x % 3u;
    o[5] = (char)x / 3 + (uchar)x / 7u + (uchar)x % 10u;
    o[6] = x / 1024 + x % 64;
    o[7] = x / -2147483648L + (x / 1000000007L) * 3;
}
