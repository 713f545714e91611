// EXEC: kernel=int_ulong_wrap global=64 local=16
// ARG: global u64 64 bits(51)
// ARG: global u64 64 bits(52)
// ARG: global u64 512 zero
// ulong arithmetic wraps modulo 2^64; unsigned division and shifts.
kernel void int_ulong_wrap(global const ulong *a, global const ulong *b, global ulong *out) {
    size_t i = get_global_id(0);
    ulong x = a[i], y = b[i] | 1;
    global ulong *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = x / (y >> 40 | 1);
    o[6] = (x >> 17) ^ (y << 23);
    o[7] = (x > y) + (x <= y >> 1) * 2;
}
