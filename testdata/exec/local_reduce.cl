// EXEC: kernel=local_reduce global=64 local=16
// ARG: global i32 64 rand(8)
// ARG: local i32 16
// ARG: global i32 4 zero
kernel void local_reduce(global const int *in, local int *scratch, global int *sums) {
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)] & 0xffff;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
        if (l < s) scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) sums[get_group_id(0)] = scratch[0];
}
