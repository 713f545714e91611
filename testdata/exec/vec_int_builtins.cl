// EXEC: kernel=vec_int_builtins global=16 local=4
// ARG: global i32 64 bits(114)
// ARG: global u32 64 bits(115)
// ARG: global i32 192 zero
// Integer builtins on vectors.
kernel void vec_int_builtins(global const int4 *a, global const uint4 *b, global int4 *out) {
    size_t i = get_global_id(0);
    int4 x = a[i] >> 2;
    uint4 u = b[i];
    out[3 * i] = clamp(x, -1000, 1000) + min(x, x.wzyx) - max(x, (int4)(7));
    out[3 * i + 1] = as_int4(popcount(u) + clz(u) * 100u + rotate(u, (uint4)(1, 5, 9, 31)));
    out[3 * i + 2] = add_sat(x, x.yzwx) ^ as_int4(abs_diff(x, x.zwxy));
}
