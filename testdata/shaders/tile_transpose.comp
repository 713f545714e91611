#version 450
// A 16x16 tile transposed through shared memory, with a barrier between the two phases.
layout(local_size_x = 16, local_size_y = 16) in;
layout(std430, set = 0, binding = 0) readonly buffer Src { float m[]; } src;
layout(std430, set = 0, binding = 1) writeonly buffer Dst { float m[]; } dst;
layout(push_constant) uniform P { uint width; uint height; } pc;
shared float tile[16][17];
void main() {
  uvec2 g = gl_WorkGroupID.xy * 16u;
  uvec2 l = gl_LocalInvocationID.xy;
  uvec2 p = g + l;
  if (p.x < pc.width && p.y < pc.height) tile[l.y][l.x] = src.m[p.y * pc.width + p.x];
  barrier();
  uvec2 q = g.yx + l;
  if (q.x < pc.height && q.y < pc.width) dst.m[q.y * pc.height + q.x] = tile[l.x][l.y];
}
