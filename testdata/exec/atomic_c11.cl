// SKIP-CL-STD: CL1.2 (C11 atomics are CL2.0)
// EXEC: kernel=atomic_c11 global=64 local=16
// ARG: global i32 64 range(-50,50,34)
// ARG: global i32 4 zero
// ARG: global i32 64 zero
// OpenCL 2.0 atomics on atomic_int with explicit memory orders.
kernel void atomic_c11(global const int *in, global atomic_int *acc, global int *seen) {
    size_t i = get_global_id(0);
    int v = in[i];
    atomic_fetch_add_explicit(&acc[0], v, memory_order_relaxed);
    atomic_fetch_min(&acc[1], v);
    atomic_fetch_max_explicit(&acc[2], v, memory_order_relaxed, memory_scope_device);
    atomic_fetch_or(&acc[3], 1 << (i % 8));
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    seen[i] = atomic_load_explicit(&acc[3], memory_order_relaxed) & 0xff;
}
