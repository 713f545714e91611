// EXEC: kernel=vec_relational global=8 local=4
// ARG: global f32 32 special
// ARG: global i32 96 zero
// Relational builtins on vectors give -1 for true lanes.
kernel void vec_relational(global const float4 *a, global int4 *out) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = a[(i + 3) % 8];
    out[3 * i] = isnan(x) + isinf(y) * 2;
    out[3 * i + 1] = isless(x, y) ^ isgreaterequal(x, y) * 3;
    out[3 * i + 2] = signbit(x) + isfinite(x) * 5 + isnormal(y) * 7;
}
