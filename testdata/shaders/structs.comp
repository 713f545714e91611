#version 450
// Arrays of structs in a storage buffer (std430), whole-struct copies, a runtime array.
layout(local_size_x = 16) in;
struct Particle { vec4 pos; vec4 vel; float mass; uint id; vec2 pad; };
layout(std430, binding = 0) buffer Particles { uint count; float dt; Particle p[]; } ps;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= ps.count) return;
  Particle q = ps.p[i];
  q.vel.xyz += vec3(0.0, -9.8, 0.0) * ps.dt / q.mass;
  q.pos += q.vel * ps.dt;
  q.id = i;
  ps.p[i] = q;
  if (i == 0u) ps.p[ps.p.length() - 1].pad = vec2(float(ps.p.length()));
}
