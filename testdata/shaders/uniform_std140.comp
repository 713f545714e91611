#version 450
// A std140 uniform block: scalar arrays with a 16-byte stride, vec3 members, a matrix.
layout(local_size_x = 8) in;
layout(std140, binding = 0) uniform Params {
  float weights[4];
  vec3 origin;
  float scale;
  mat4 transform;
  ivec2 dims;
} params;
layout(std430, binding = 1) buffer Out { vec4 r[]; } outb;
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 p = vec4(params.origin * params.scale, params.weights[i % 4u]);
  outb.r[i] = params.transform * p + vec4(params.dims, 0, 0);
}
