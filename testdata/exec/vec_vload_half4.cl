// EXEC: kernel=vec_vload_half4 global=16 local=4
// ARG: global u16 64 bits(256)
// ARG: global f32 64 rand(257)
// ARG: global f32 64 zero
// ARG: global u16 64 zero
// vload_half4/vstore_half4 (with a rounding mode) and vloada_half4 on aligned data.
kernel void vec_vload_half4(global const half *h, global const float *f, global float4 *wide, global half *narrow) {
    size_t i = get_global_id(0);
    float4 v = vload_half4(i, h) + vloada_half4(i, h) * 0.5f;
    wide[i] = isnan(v) ? (float4)(-1.0f) : v;
    vstore_half4_rtz(vload4(i, f) * 300.0f, i, narrow);
}
