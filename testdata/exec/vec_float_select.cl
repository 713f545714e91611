// EXEC: kernel=vec_float_select global=16 local=4
// ARG: global f32 64 special
// ARG: global f32 64 rand(251)
// ARG: global f32 64 zero
// Vector ?: with a float comparison as the condition, NaN lanes compare false.
kernel void vec_float_select(global const float4 *a, global const float4 *b, global float4 *out) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    out[i] = (x < y) ? x * 2.0f : (isnan(x) ? y : -y);
}
