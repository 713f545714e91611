#version 450
// Determinant and MatrixInverse for translator/tests/shader_exec.rs: matrices of small integers
// with determinant 1 or -2 (their inverses are exact in binary floating point).
layout(local_size_x = 1) in;
layout(std430, set = 0, binding = 0) readonly buffer In { mat2 a; mat3 b; mat4 c; } inp;
layout(std430, set = 0, binding = 1) writeonly buffer Out { vec4 dets; mat2 ia; mat3 ib; mat4 ic; } outp;
void main() {
  outp.dets = vec4(determinant(inp.a), determinant(inp.b), determinant(inp.c), 0.0);
  outp.ia = inverse(inp.a);
  outp.ib = inverse(inp.b);
  outp.ic = inverse(inp.c);
}
