// A constant sampler's initializer keeps its source line: the OpLine of the __translate_sampler_initializer call stands before the module-level OpConstantSampler it becomes (SPIR-V allows lines among constants).
// CLANG: -g -cl-std=CL2.0 -O2
constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void k(read_only image2d_t img, global float4 *out) {
  const sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
  out[0] = read_imagef(img, nearest, (int2)(0, 0)) + read_imagef(img, linear, (float2)(0.5f, 0.5f));
}
