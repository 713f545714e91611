// as_T reinterpretations (bitcast), including the 3-element vector with 4-element storage,
// and a conversion between vector types, as clang-22 emits them at -O0.
// CLANG: -cl-std=CL2.0 -O0
kernel void k(global float4 *out, global int4 *in, global uchar *b) {
  int4 v = in[0];
  out[0] = as_float4(v);
  out[1] = convert_float4_rte(v);
  uint u = as_uint(*(global float *)in);
  b[0] = convert_uchar_sat(u);
  float3 t = as_float3(v);
  out[2] = (float4)(t, 1.0f);
}
