#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
// 8/16/64-bit integers, half and double arithmetic, 16-bit and 8-bit storage.
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer Small { uint8_t b[64]; uint16_t s[64]; float16_t h[64]; } sm;
layout(std430, binding = 1) buffer Big { uint64_t q[]; } big;
layout(std430, binding = 2) buffer Dbl { double dv[]; } dbl;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint64_t q = big.q[i] * 6364136223846793005ul + 1442695040888963407ul;
  big.q[i] = q ^ (q >> 33);
  sm.b[i] = uint8_t(sm.b[i] + uint8_t(3));
  sm.s[i] = uint16_t(sm.s[i] * uint16_t(5));
  sm.h[i] = sm.h[i] * float16_t(0.5) + float16_t(1.0);
  dbl.dv[i] = sqrt(abs(dbl.dv[i])) + fma(dbl.dv[i], 2.0lf, 1.0lf);
}
