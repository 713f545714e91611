// EXEC: kernel=atomic_local global=128 local=32
// ARG: global u32 128 range(0,15,32)
// ARG: local u32 16
// ARG: global u32 64 zero
// A per-group histogram in local memory, merged into global memory.
kernel void atomic_local(global const uint *in, local uint *hist, global uint *out) {
    size_t l = get_local_id(0);
    if (l < 16) hist[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&hist[in[get_global_id(0)]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 16) out[get_group_id(0) * 16 + l] = hist[l];
}
