// EXEC: kernel=vec_geometric global=16 local=4
// ARG: global i32 64 range(-6,6,223)
// ARG: global f32 128 zero
// Geometric builtins on small integer-valued floats, where any summation order is exact.
kernel void vec_geometric(global const int4 *a, global float *out) {
    size_t i = get_global_id(0);
    float4 x = convert_float4(a[i]), y = convert_float4(a[(i + 5) % 16]);
    global float *o = out + 8 * i;
    o[0] = dot(x, y);
    o[1] = dot(x.xy, y.zw) + dot(x.x, y.w);
    o[2] = length(x.xyz);
    o[3] = distance(x, y);
    float3 c = cross(x.xyz, y.xyz);
    o[4] = c.x;
    o[5] = c.y;
    o[6] = c.z;
    o[7] = cross(x, y).w + normalize((float2)(3.0f, 4.0f)).y;
}
