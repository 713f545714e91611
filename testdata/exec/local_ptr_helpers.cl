// SKIP-CL-STD: CL1.2 (work_group_barrier with scopes, atomic_work_item_fence are CL2.0)
// EXEC: kernel=local_ptr_helpers global=32 local=16
// ARG: global f32 128 rand(265)
// ARG: local f32 64
// ARG: global f32 32 zero
// Local memory through helper-function pointer parameters, a local float4 argument, the
// two-argument work_group_barrier and the fence builtins.
void load_tile(local float4 *t, global const float4 *src, size_t l) {
    t[l] = src[l] * 2.0f;
    mem_fence(CLK_LOCAL_MEM_FENCE);
}
float sum_neighbours(local const float4 *t, size_t l, size_t n) {
    float4 a = t[(l + 1) % n], b = t[(l + n - 1) % n];
    read_mem_fence(CLK_LOCAL_MEM_FENCE);
    return a.x + a.y + b.z + b.w;
}
kernel void local_ptr_helpers(global const float4 *in, local float4 *tile, global float *out) {
    size_t l = get_local_id(0), n = get_local_size(0);
    load_tile(tile, in + get_group_id(0) * n, l);
    work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
    float s = sum_neighbours(tile, l, n);
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
    out[get_global_id(0)] = s;
}
