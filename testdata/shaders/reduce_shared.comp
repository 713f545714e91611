#version 450
// Work-group sum through shared memory and barriers; one partial sum per group.
layout(local_size_x = 128) in;
layout(std430, binding = 0) readonly buffer Src { uint v[]; } src;
layout(std430, binding = 1) writeonly buffer Dst { uint sums[]; } dst;
shared uint tile[128];
void main() {
  uint l = gl_LocalInvocationID.x;
  tile[l] = src.v[gl_GlobalInvocationID.x];
  barrier();
  for (uint s = 64u; s > 0u; s >>= 1) {
    if (l < s) tile[l] += tile[l + s];
    barrier();
  }
  if (l == 0u) dst.sums[gl_WorkGroupID.x] = tile[0];
}
