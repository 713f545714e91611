// EXEC: kernel=vec_char_compare global=8 local=4
// ARG: global i8 128 bits(249)
// ARG: global u64 16 bits(250)
// ARG: global i8 256 zero
// ARG: global i64 16 zero
// Comparisons of char16 give char lanes of -1/0; of ulong2 give long lanes; vector ?: on them.
kernel void vec_char_compare(global const char16 *a, global const ulong2 *b, global char16 *out, global long2 *lout) {
    size_t i = get_global_id(0);
    char16 x = a[i], y = a[(i + 1) % 8];
    char16 lt = x < y;
    out[2 * i] = lt;
    out[2 * i + 1] = lt ? x : (char16)(y >= (char)0) & (char16)(5);
    ulong2 u = b[i], v = b[(i + 3) % 8];
    lout[i] = (u > v) + (u == v) * 2 + (as_long2(u) < 0) * 4;
}
