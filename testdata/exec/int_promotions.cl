// EXEC: kernel=int_promotions global=64 local=16
// ARG: global i8 64 bits(59)
// ARG: global u8 64 bits(60)
// ARG: global i16 64 bits(61)
// ARG: global i64 256 zero
// Mixed-width expressions: integer promotions, sign and zero extension, widening to long.
kernel void int_promotions(global const char *c, global const uchar *uc, global const short *s, global long *out) {
    size_t i = get_global_id(0);
    char x = c[i];
    uchar u = uc[i];
    short h = s[i];
    global long *o = out + 4 * i;
    o[0] = x * h + u;
    o[1] = (long)x * 100000L + (ulong)u * 7UL - (long)h;
    o[2] = (uint)x + (uint)u;
    o[3] = (long)(x + u) * (1L << 33) | (ushort)h;
}
