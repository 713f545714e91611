// EXEC: kernel=cf_ternary_chain global=64 local=16
// ARG: global i32 64 rand(124)
// ARG: global f32 64 rand(125)
// ARG: global f32 64 zero
kernel void cf_ternary_chain(global const int *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    int x = a[i];
    float y = b[i];
    out[i] = x > 500000 ? y * 2.0f : x > 0 ? y + 1.0f : x > -500000 ? (y > 0.0f ? -y : y * y) : 0.5f;
}
