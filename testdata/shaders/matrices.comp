#version 450
// Matrix arithmetic: products, transpose, outer product, determinant-free operations.
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer M { mat4 m[]; } mats;
layout(std430, binding = 1) buffer V { vec4 v[]; } vecs;
void main() {
  uint i = gl_GlobalInvocationID.x;
  mat4 a = mats.m[i];
  mat4 b = mats.m[i + 1u];
  vec4 x = vecs.v[i];
  vecs.v[i] = a * x + x * b + (a * b)[2] + transpose(a)[1] * 2.0;
  mats.m[i] = outerProduct(x, x) + a * 0.5 + matrixCompMult(a, b);
}
