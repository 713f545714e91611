// EXEC: kernel=vec_float3 global=32 local=8
// ARG: global f32 96 rand(92)
// ARG: global f32 96 rand(93)
// ARG: global f32 128 zero
// float3 built from scalars (3-element vectors occupy four elements in memory when stored as float3).
kernel void vec_float3(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float3 p = (float3)(a[3 * i], a[3 * i + 1], a[3 * i + 2]);
    float3 q = (float3)(b[3 * i], b[3 * i + 1], b[3 * i + 2]);
    float3 c = p.yzx * q.zxy - p.zxy * q.yzx;
    float3 s = p * 0.5f + q.zyx;
    global float3 *o = (global float3 *)out;
    o[i] = c + s.xxx;
}
