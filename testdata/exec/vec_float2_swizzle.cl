// EXEC: kernel=vec_float2_swizzle global=32 local=8
// ARG: global f32 64 rand(91)
// ARG: global f32 128 zero
// float2 loads through a vector pointer, swizzles, component writes, widening swizzles.
kernel void vec_float2_swizzle(global const float2 *in, global float4 *out) {
    size_t i = get_global_id(0);
    float2 v = in[i];
    float2 w = v.yx * 2.0f + v;
    w.x -= v.y;
    float4 r = v.xyxy * w.xxyy;
    r.zw = r.wz + (float2)(1.0f, -1.0f);
    r.s0 += v.s1;
    out[i] = r;
}
