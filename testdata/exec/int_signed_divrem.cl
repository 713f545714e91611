// EXEC: kernel=int_signed_divrem global=48 local=16
// ARG: global i32 48 special
// ARG: global i32 48 range(-9,9,57)
// ARG: global i32 192 zero
// Signed division truncates toward zero; the remainder has the dividend's sign.
kernel void int_signed_divrem(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], d = b[i];
    if (d == 0) d = 7;
    if (d == -1) d = -3;
    global int *o = out + 4 * i;
    o[0] = x / d;
    o[1] = x % d;
    o[2] = (x / d) * d + x % d == x;
    o[3] = (int)((long)x / -5L) + (short)x % (short)d;
}
