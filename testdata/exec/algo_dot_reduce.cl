// EXEC: kernel=algo_dot_reduce global=256 local=64
// ARG: global f32 256 rand(215)
// ARG: global f32 256 rand(216)
// ARG: local f32 64
// ARG: global f32 4 zero
// Dot product: per-item products, then a local tree reduction per group.
kernel void algo_dot_reduce(global const float *a, global const float *b, local float *s, global float *partial) {
    size_t l = get_local_id(0), g = get_global_id(0);
    s[l] = a[g] * b[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t k = get_local_size(0) / 2; k > 0; k /= 2) {
        if (l < k) s[l] += s[l + k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) partial[get_group_id(0)] = s[0];
}
