// EXEC: kernel=convert_sat_int global=64 local=16
// ARG: global i32 64 special
// ARG: global i64 64 bits(27)
// ARG: global u32 64 bits(25)
// ARG: global i32 384 zero
// Saturating conversions between integers of different signedness.
kernel void convert_sat_int(global const int *a, global const long *b, global const uint *c, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i];
    long y = b[i] >> (i % 64);
    uint u = c[i] >> (i % 32);
    ulong m = (ulong)b[i] >> (i % 64);
    global int *o = out + 6 * i;
    o[0] = convert_uchar_sat(x) + 1000 * convert_ushort_sat(x);
    o[1] = (int)convert_uint_sat(y);
    o[2] = convert_ushort_sat(y) ^ (convert_uchar_sat(y) << 16);
    o[3] = convert_char_sat(u) * 1000 + convert_short_sat(u);
    o[4] = convert_int_sat(m);
    o[5] = convert_char_sat(m) + (int)convert_short_sat(m) * 256;
}
