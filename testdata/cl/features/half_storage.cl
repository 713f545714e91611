// Half-precision storage without cl_khr_fp16 arithmetic: vload_half/vload_halfN,
// vloada_halfN (incl. 3), vstore_half/vstore_halfN with every rounding mode (_rte, _rtz,
// _rtp, _rtn), vstorea_halfN_rtX, from float and double sources, through global, local,
// private and constant memory.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

constant ushort table[8] = { 0x3c00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600, 0x4700, 0x4800 };

kernel void half_loads(global const half *g, global float *out) {
    size_t i = get_global_id(0);
    float s = vload_half(i, g);
    float2 v2 = vload_half2(i, g);
    float3 v3 = vload_half3(i, g);
    float4 v4 = vload_half4(i, g);
    float8 v8 = vload_half8(0, g);
    float16 v16 = vload_half16(0, g);
    float3 a3 = vloada_half3(i, g);
    float4 a4 = vloada_half4(i, g);
    float2 a2 = vloada_half2(i, g);
    float c = vload_half(i & 7, (constant half *)table);
    out[i] = s + v2.y + v3.z + v4.w + v8.s7 + v16.sF + a3.x + a4.y + a2.x + c;
}

kernel void half_stores(global const float *f, global const double *d, global half *h) {
    size_t i = get_global_id(0);
    float x = f[i];
    vstore_half(x, i * 16 + 0, h);
    vstore_half_rte(x, i * 16 + 1, h);
    vstore_half_rtz(x, i * 16 + 2, h);
    vstore_half_rtp(x, i * 16 + 3, h);
    vstore_half_rtn(x, i * 16 + 4, h);
    vstore_half2_rtz((float2)(x, -x), i * 8 + 3, h);
    vstore_half3_rtp((float3)(x, 1.0f, 2.0f), i * 4 + 3, h);
    vstore_half4_rtn((float4)(x), i * 4 + 2, h);
    vstorea_half4_rtn((float4)(x, x, x, 0.1f), i * 4 + 1, h);
    vstorea_half3_rte((float3)(x), i * 4, h);
    vstorea_half2(vload2(i, f), i * 8 + 7, h);
    double y = d[i];
    vstore_half_rtz(y, i * 16 + 5, h);
    vstore_half2_rte((double2)(y, y * 2.0), i * 8 + 6, h);
    vstorea_half8_rtp(vload8(0, d), i, h);
}

kernel void half_local_private(global const half *g, local half *l, global half *out) {
    size_t i = get_local_id(0);
    ushort storage[4];
    private half *priv = (private half *)storage;
    vstore_half4(vload_half4(get_global_id(0), g) * 2.0f, 0, priv);
    vstore_half4_rtz(vload_half4(0, priv) + 1.0f, i, l);
    barrier(CLK_LOCAL_MEM_FENCE);
    float4 v = vload_half4((i + 1) % get_local_size(0), l);
    vstore_half16(convert_float16((int16)(i)), 0, storage[0] == 0 ? out : out + 16);
    vstore_half4_rtp(v, get_global_id(0), out);
}
