#version 450
// A row-major matrix in a buffer (named as not supported yet by spirv2llvm).
layout(local_size_x = 1) in;
layout(std430, row_major, set = 0, binding = 0) buffer B { mat4 m; vec4 v; } b;
void main() {
  b.v = b.m * b.v;
}
