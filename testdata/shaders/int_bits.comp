#version 450
// Integer GLSL.std.450 operations and bit queries.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { ivec4 a[]; uvec4 b[]; } d;
layout(std430, binding = 1) buffer Res { ivec4 r[]; } res;
void main() {
  uint i = gl_GlobalInvocationID.x;
  ivec4 x = ivec4(i) - 16;
  uvec4 u = uvec4(i) * 2654435761u;
  res.r[i * 6u] = abs(x) + sign(x) + min(x, ivec4(3)) + max(x, ivec4(-3)) + clamp(x, -5, 5);
  res.r[i * 6u + 1u] = ivec4(min(u, uvec4(7u)) + max(u, uvec4(9u)) + clamp(u, 2u, 100u));
  res.r[i * 6u + 2u] = findLSB(x) + findMSB(x) + ivec4(findMSB(u));
  res.r[i * 6u + 3u] = bitCount(x) + ivec4(bitfieldReverse(u));
  res.r[i * 6u + 4u] = bitfieldExtract(x, 3, 5) + ivec4(bitfieldInsert(u, uvec4(5u), 2, 3));
  res.r[i * 6u + 5u] = x / 3 + x % 5 + (x << 2) + (x >> 1) + ivec4(u >> 3u);
}
