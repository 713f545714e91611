// CL-STD: CL2.0
// half vectors (cl_khr_fp16) of sizes 2,3,4,8,16: arithmetic, comparisons, conversions to float/int vectors, vload_halfn/vstore_halfn and vloada_half.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void halfvec(global half2 *h2, global half3 *h3, global half8 *h8, global half16 *h16, global float *f, global short8 *s8) {
    size_t i = get_global_id(0);
    half2 a = h2[i] * (half2)(2.0h, 0.5h);
    half3 b = h3[i] + (half3)(a, 1.0h);
    half8 c = h8[i];
    half16 d = h16[i];
    h2[i] = a;
    h3[i] = b.zyx;
    h8[i] = c > (half8)0.0h ? c : (half8)0.0h;
    h16[i] = d.s0123456789abcdef * d.sfedcba9876543210;
    s8[i] = convert_short8_sat(c);
    float8 fc = convert_float8(c);
    vstore8(fc, i, f);
    float4 w = vloada_half4(i, (global const half *)h16);
    vstore_half4(w, i, (global half *)h8);
}
