#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_vote : require
// Subgroup reductions, scans, ballots and shuffles.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { uint v[]; } d;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = d.v[i];
  uint s = subgroupAdd(x) + subgroupInclusiveAdd(x) + subgroupExclusiveMul(x) + subgroupMax(x);
  uvec4 bal = subgroupBallot(x > 5u);
  s += subgroupBallotBitCount(bal) + subgroupBroadcastFirst(x) + subgroupShuffle(x, gl_SubgroupInvocationID ^ 1u);
  if (subgroupElect()) s += gl_SubgroupSize + gl_NumSubgroups + gl_SubgroupID;
  d.v[i] = s + uint(subgroupAll(x > 0u)) + uint(subgroupAny(x == 3u));
}
