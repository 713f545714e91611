// EXEC: kernel=conv_casts_widths global=64 local=16
// ARG: global u64 64 bits(195)
// ARG: global i64 512 zero
// Explicit casts between every pair of integer widths (truncation, sign and zero extension).
kernel void conv_casts_widths(global const ulong *in, global long *out) {
    size_t i = get_global_id(0);
    ulong x = in[i] >> (i % 8 * 8);
    global long *o = out + 8 * i;
    o[0] = (char)x;
    o[1] = (uchar)x;
    o[2] = (short)x;
    o[3] = (ushort)x;
    o[4] = (int)x;
    o[5] = (uint)x;
    o[6] = (long)(short)(char)x + (long)(ushort)(char)x;
    o[7] = (long)(uint)(short)x ^ (long)(int)(ushort)x;
}
