#version 450
// Specialization constants for the work-group size and a scale factor.
layout(local_size_x_id = 0, local_size_y = 1) in;
layout(constant_id = 1) const int SCALE = 3;
layout(constant_id = 2) const bool NEGATE = false;
layout(std430, binding = 0) buffer Data { int v[]; } d;
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = d.v[i] * SCALE + int(gl_WorkGroupSize.x);
  d.v[i] = NEGATE ? -x : x;
}
