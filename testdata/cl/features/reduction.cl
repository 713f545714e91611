// CL-STD: CL1.2
// Parallel reduction: grid-stride accumulation, local-memory tree reduction with barriers, unrolled last steps, per-group partial results for float and int.

kernel void reduce_sum(global const float *in, global float *partial, local float *scratch, uint n) {
    uint l = get_local_id(0);
    float acc = 0.0f;
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        acc += in[i];
    scratch[l] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 32; s >>= 1) {
        if (l < s)
            scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l < 32) {
        volatile local float *v = scratch;
        v[l] += v[l + 32];
        v[l] += v[l + 16];
        v[l] += v[l + 8];
        v[l] += v[l + 4];
        v[l] += v[l + 2];
        v[l] += v[l + 1];
    }
    if (l == 0)
        partial[get_group_id(0)] = scratch[0];
}

kernel void reduce_minmax(global const int *in, global int2 *out, local int2 *scratch) {
    uint l = get_local_id(0);
    int v = in[get_global_id(0)];
    scratch[l] = (int2)(v, v);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s) {
            int2 a = scratch[l], b = scratch[l + s];
            scratch[l] = (int2)(min(a.x, b.x), max(a.y, b.y));
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        out[get_group_id(0)] = scratch[0];
}
