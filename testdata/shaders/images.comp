#version 450
// Storage images: load, store, size query.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba8) uniform readonly image2D src;
layout(binding = 1, rgba8) uniform writeonly image2D dst;
layout(binding = 2, r32ui) uniform uimage2D counts;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  ivec2 size = imageSize(src);
  if (p.x >= size.x || p.y >= size.y) return;
  vec4 c = imageLoad(src, p);
  imageStore(dst, p, vec4(1.0) - c);
  imageAtomicAdd(counts, ivec2(0, 0), 1u);
}
