#version 450
// y = a * x + y over a storage buffer pair; a and the length come as push constants.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { float x[]; } inb;
layout(set = 0, binding = 1) buffer Out { float y[]; } outb;
layout(push_constant) uniform P { float a; uint n; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < pc.n) outb.y[i] = pc.a * inb.x[i] + outb.y[i];
}
