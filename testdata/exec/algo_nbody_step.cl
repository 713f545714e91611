// EXEC: kernel=algo_nbody_step global=32 local=8
// ARG: global f32 128 rand(204)
// ARG: global f32 128 zero
// One softened n-body step for 32 bodies stored as float4 (x, y, z, mass).
kernel void algo_nbody_step(global const float4 *pos, global float4 *out) {
    size_t i = get_global_id(0);
    float4 p = pos[i];
    float3 acc = (float3)(0.0f);
    for (int j = 0; j < 32; ++j) {
        float4 q = pos[j];
        float3 d = q.xyz - p.xyz;
        float r2 = d.x * d.x + d.y * d.y + d.z * d.z + 0.01f;
        float inv = rsqrt(r2);
        acc += d * (fabs(q.w) * inv * inv * inv);
    }
    out[i] = (float4)(p.xyz + acc * 0.001f, p.w);
}
