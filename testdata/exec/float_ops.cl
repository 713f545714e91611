// EXEC: kernel=float_ops global=64 local=16
// ARG: global f32 64 rand(6)
// ARG: global f32 64 rand(7)
// ARG: global f32 64 zero
// ARG: global i32 64 zero
kernel void float_ops(global const float *a, global const float *b, global float *out, global int *cmp) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    out[i] = x * y - x / (y + 3.0f) + (x > y ? x : -y);
    cmp[i] = (x < y) + 2 * (x == y) + 4 * (x >= 0.0f) + 8 * (int)(x * 10.0f);
}
