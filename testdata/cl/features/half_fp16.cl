// CL-STD: CL1.2
// half precision (cl_khr_fp16): half scalars and vectors, arithmetic, conversions to/from float, half math builtins, vload_half/vstore_half.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void half_math(global half *h, global half4 *h4, global float *f) {
    size_t i = get_global_id(0);
    half a = h[i];
    half b = a * (half)0.5h + (half)1.0h;
    h[i] = fma(a, b, (half)-2.0h);
    half4 v = h4[i];
    v = sqrt(v) + v.wzyx;
    h4[i] = clamp(v, (half4)0.0h, (half4)65504.0h);
    f[i] = (float)b + convert_float(a);
}

kernel void half_convert(global const float *in, global half *out, global half3 *o3) {
    size_t i = get_global_id(0);
    float x = in[i];
    out[i] = convert_half_rtz(x);
    half2 p = (half2)(convert_half_rte(x), convert_half_rtp(-x));
    o3[i] = (half3)(p, (half)isnan(x));
}

kernel void half_loadstore(global const half *src, global half *dst, global float4 *f4) {
    size_t i = get_global_id(0);
    float v = vload_half(i, src);
    float4 w = vload_half4(i, src);
    vstore_half(v * 2.0f, i, dst);
    vstore_half4_rtn(w, i, dst + 16);
    f4[i] = w + v;
}
