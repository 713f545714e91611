// EXEC: kernel=int_long_arith global=64 local=16
// ARG: global i64 64 range(-3000000000,3000000000,49)
// ARG: global i64 64 range(-100000,100000,50)
// ARG: global i64 512 zero
// long arithmetic without overflow: products, division, remainder, shifts, comparisons.
kernel void int_long_arith(global const long *a, global const long *b, global long *out) {
    size_t i = get_global_id(0);
    long x = a[i], y = b[i] | 1;
    global long *o = out + 8 * i;
    o[0] = x + y * 1000000L;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (x < y) + (x == y) * 2 + (x > 0) * 4;
    o[6] = x >> 13;
    o[7] = (x * (1L << 20)) >> 3;
}
