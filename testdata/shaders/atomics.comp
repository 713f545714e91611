#version 450
// Buffer and shared-memory atomics.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Counters { uint hits; int lowest; uint bins[16]; } c;
shared uint local_bins[16];
void main() {
  uint l = gl_LocalInvocationID.x;
  if (l < 16u) local_bins[l] = 0u;
  barrier();
  uint v = gl_GlobalInvocationID.x * 7u;
  atomicAdd(local_bins[v % 16u], 1u);
  atomicAdd(c.hits, 1u);
  atomicMin(c.lowest, int(v) - 100);
  barrier();
  if (l < 16u) {
    atomicAdd(c.bins[l], local_bins[l]);
    atomicMax(c.bins[l], atomicExchange(local_bins[l], 0u));
    atomicCompSwap(c.bins[l], 0u, 1u);
    atomicAnd(c.bins[l], 0xffffu); atomicOr(c.bins[l], 1u); atomicXor(c.bins[l], 2u);
  }
}
