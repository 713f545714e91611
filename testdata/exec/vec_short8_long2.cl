// EXEC: kernel=vec_short8_long2 global=16 local=4
// ARG: global i16 128 bits(102)
// ARG: global i64 32 range(-1000000000,1000000000,103)
// ARG: global i16 128 zero
// ARG: global i64 32 zero
kernel void vec_short8_long2(global const short8 *a, global const long2 *b, global short8 *o1, global long2 *o2) {
    size_t i = get_global_id(0);
    short8 x = a[i] >> (short8)(2);
    long2 y = b[i];
    o1[i] = (x >> (short)3) + x.s10325476 - (short8)(x < (short)0);
    o2[i] = y * y.yx + (y.xy >> (long2)(1, 7)) - (long2)(y.x > y.y);
}
