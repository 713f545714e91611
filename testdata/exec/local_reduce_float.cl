// EXEC: kernel=local_reduce_float global=128 local=32
// ARG: global f32 128 rand(131)
// ARG: local f32 32
// ARG: global f32 4 zero
// A tree reduction of floats in local memory (a fixed order, so the sum is deterministic).
kernel void local_reduce_float(global const float *in, local float *tmp, global float *out) {
    size_t l = get_local_id(0);
    tmp[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s) tmp[l] += tmp[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = tmp[0];
}
