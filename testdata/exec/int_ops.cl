// EXEC: kernel=int_ops global=64 local=8
// ARG: global i32 64 rand(4)
// ARG: global i32 64 rand(5)
// ARG: global i32 64 zero
// ARG: global u32 64 zero
kernel void int_ops(global const int *a, global const int *b, global int *s, global uint *u) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i] | 1;
    s[i] = (x / y) - (x % y) + (x >> 3) - (y * 4) + (x < y ? 7 : -9) + (x ^ y) - (x & 0xff);
    u[i] = ((uint)x / (uint)y) + ((uint)x >> 5) + ((uint)x % 13u) + ((uint)x > (uint)y);
}
