// EXEC: kernel=int_uchar_arith global=64 local=16
// ARG: global u8 64 bits(43)
// ARG: global u8 64 bits(44)
// ARG: global u8 512 zero
// uchar arithmetic: wrap-around on store, unsigned division and comparisons.
kernel void int_uchar_arith(global const uchar *a, global const uchar *b, global uchar *out) {
    size_t i = get_global_id(0);
    uchar x = a[i], y = b[i] | 1;
    global uchar *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (x < y) | (x > 200) << 1 | (x <= y) << 2;
    o[6] = ~x;
    o[7] = (uchar)(x >> 3) | (uchar)(y << 5);
}
