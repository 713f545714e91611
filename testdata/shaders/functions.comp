#version 450
// Helper functions with in/out/inout parameters, recursion-free call chains, private globals.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { float v[]; } d;
float g_bias = 0.5;
void accumulate(inout float acc, in float x, out int steps) { acc += x * x; steps = 1; }
float poly(float x) { return ((x * 3.0 + 2.0) * x - 1.0) * x + g_bias; }
vec2 split(float x) { return vec2(floor(x), x - floor(x)); }
void main() {
  uint i = gl_GlobalInvocationID.x;
  float acc = 0.0;
  int total = 0;
  for (int k = 0; k < 4; ++k) { int s; accumulate(acc, d.v[i] + float(k), s); total += s; }
  vec2 parts = split(acc);
  d.v[i] = poly(parts.x) + parts.y + float(total);
}
