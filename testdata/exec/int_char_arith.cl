// EXEC: kernel=int_char_arith global=64 local=16
// ARG: global i8 64 bits(41)
// ARG: global i8 64 bits(42)
// ARG: global i8 512 zero
// char arithmetic: promotion to int, truncation on store, division and comparisons.
kernel void int_char_arith(global const char *a, global const char *b, global char *out) {
    size_t i = get_global_id(0);
    char x = a[i], y = b[i] | 1;
    global char *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (x < y) | (x == y) << 1 | (x >= 0) << 2 | (x != y) << 3;
    o[6] = -x;
    o[7] = (char)(x >> 2) ^ (char)((uchar)y << 3);
}
