// EXEC: kernel=int_short_arith global=64 local=16
// ARG: global i16 64 bits(45)
// ARG: global i16 64 bits(46)
// ARG: global i16 512 zero
// short arithmetic with promotion to int.
kernel void int_short_arith(global const short *a, global const short *b, global short *out) {
    size_t i = get_global_id(0);
    short x = a[i], y = b[i] | 1;
    global short *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (x < y) + (x == -y) * 2 + (x > 1000) * 4;
    o[6] = (short)(x >> 5);
    o[7] = (short)((int)x * (int)y >> 16);
}
