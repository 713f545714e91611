#version 450
// std140 uniform block with nested structs, arrays of structs, a mat3 (16-byte column stride),
// an ivec3 followed by an int in its tail, and a bool.
layout(local_size_x = 16) in;
struct Light { vec3 position; float radius; vec4 color; };
struct Scene { Light lights[3]; mat3 basis; ivec3 cells; int count; bool enabled; };
layout(std140, set = 0, binding = 0) uniform U { Scene scene; float exposure[2]; } u;
layout(std430, set = 0, binding = 1) buffer Out { vec4 r[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  Light l = u.scene.lights[i % 3u];
  vec3 p = u.scene.basis * l.position;
  float e = u.exposure[i & 1u];
  o.r[i] = u.scene.enabled ? vec4(p * l.radius, float(u.scene.cells.z + u.scene.count)) * e + l.color : vec4(0.0);
}
