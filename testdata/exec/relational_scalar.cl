// EXEC: kernel=relational_scalar global=32 local=8
// ARG: global f32 32 special
// ARG: global i32 32 zero
// Scalar relational builtins return 0 or 1.
kernel void relational_scalar(global const float *a, global int *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = a[(i * 11 + 4) % 32];
    int f = isnan(x) | isinf(x) << 1 | isfinite(x) << 2 | isnormal(x) << 3 | signbit(x) << 4;
    f |= isequal(x, y) << 5 | isnotequal(x, y) << 6 | isgreater(x, y) << 7 | isgreaterequal(x, y) << 8;
    f |= isless(x, y) << 9 | islessequal(x, y) << 10 | islessgreater(x, y) << 11;
    f |= isordered(x, y) << 12 | isunordered(x, y) << 13;
    out[i] = f;
}
