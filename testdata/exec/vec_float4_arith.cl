// EXEC: kernel=vec_float4_arith global=32 local=8
// ARG: global f32 128 rand(94)
// ARG: global f32 128 rand(95)
// ARG: global f32 128 zero
// float4 arithmetic with scalar broadcast, component access and a vector compare-select.
kernel void vec_float4_arith(global const float4 *a, global const float4 *b, global float4 *out) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    float4 r = x * y - x / (y * y + 1.0f) + 0.25f;
    r.w = r.x + r.y + r.z;
    int4 m = x > y;
    out[i] = m.x ? r : -r;
}
