// EXEC: kernel=float_compare_nan global=32 local=8
// ARG: global f32 32 special
// ARG: global i32 32 zero
// Ordered and unordered comparisons, with NaNs and signed zeros among the operands.
kernel void float_compare_nan(global const float *a, global int *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = a[(i * 5 + 1) % 32];
    int f = 0;
    f |= (x < y) << 0;
    f |= (x <= y) << 1;
    f |= (x > y) << 2;
    f |= (x >= y) << 3;
    f |= (x == y) << 4;
    f |= (x != y) << 5;
    f |= !(x < y) << 6;
    f |= (x == x) << 7;
    f |= (x < 0.0f || x > 0.0f) << 8;
    f |= (x == 0.0f) << 9;
    out[i] = f;
}
