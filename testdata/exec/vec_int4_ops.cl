// EXEC: kernel=vec_int4_ops global=32 local=8
// ARG: global i32 128 rand(98)
// ARG: global i32 128 rand(99)
// ARG: global i32 256 zero
// int4 arithmetic; vector comparisons give -1/0 lanes; the vector ?: selects lane by lane.
kernel void vec_int4_ops(global const int4 *a, global const int4 *b, global int4 *out) {
    size_t i = get_global_id(0);
    int4 x = a[i], y = b[i] | 1;
    int4 lt = x < y;
    int4 r = x / y + x % y - (x >> 2) + (x & y) * 3;
    out[2 * i] = lt + (x == y) * 2;
    out[2 * i + 1] = lt ? r : -r;
}
