#version 450
// Packing and unpacking of normalized and half-precision values.
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 v[]; } d;
layout(std430, binding = 1) buffer Out { vec4 r[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 v = d.v[i];
  uint a = packUnorm4x8(v), b = packSnorm4x8(v), c = packHalf2x16(v.xy), e = packUnorm2x16(v.zw), f = packSnorm2x16(v.xy);
  o.r[i * 3u] = unpackUnorm4x8(a) + unpackSnorm4x8(b);
  o.r[i * 3u + 1u] = vec4(unpackHalf2x16(c), unpackUnorm2x16(e));
  o.r[i * 3u + 2u] = vec4(unpackSnorm2x16(f), uintBitsToFloat(a), intBitsToFloat(int(b)));
}
