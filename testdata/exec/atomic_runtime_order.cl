// SKIP-CL-STD: CL1.2 (C11 atomics are CL2.0)
// EXEC: kernel=atomic_runtime_order global=64 local=16
// ARG: global i32 64 range(-50,50,34)
// ARG: global i32 4 zero
// ARG: global i32 64 zero
// OpenCL 2.0 atomics and fences whose memory order and scope are known only at run time: helpers
// that take them as arguments (kept out of line), so the translation goes through the module's
// mapping functions (__translate_ocl_memory_order/_scope) and back.
__attribute__((noinline)) int add_with(volatile global atomic_int *p, int v, memory_order o, memory_scope s) {
    return atomic_fetch_add_explicit(p, v, o, s);
}

__attribute__((noinline)) int or_with(volatile global atomic_int *p, int v, memory_order o, memory_scope s) {
    return atomic_fetch_or_explicit(p, v, o, s);
}

__attribute__((noinline)) int load_with(volatile global atomic_int *p, memory_order o, memory_scope s) {
    return atomic_load_explicit(p, o, s);
}

__attribute__((noinline)) bool cas_with(volatile global atomic_int *p, int desired, memory_order ok, memory_order fail, memory_scope s) {
    int expected = 0;
    return atomic_compare_exchange_strong_explicit(p, &expected, desired, ok, fail, s);
}

__attribute__((noinline)) void fence_with(memory_order o, memory_scope s) {
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, o, s);
}

kernel void atomic_runtime_order(global const int *in, global atomic_int *acc, global int *seen) {
    size_t i = get_global_id(0);
    memory_order rmw[4] = {memory_order_relaxed, memory_order_acq_rel, memory_order_seq_cst, memory_order_release};
    memory_order loads[3] = {memory_order_relaxed, memory_order_acquire, memory_order_seq_cst};
    memory_scope scopes[2] = {memory_scope_device, memory_scope_all_svm_devices};
    add_with(&acc[0], in[i], rmw[i % 4], scopes[i % 2]);
    if (cas_with(&acc[1], 7, rmw[(i + 1) % 4] == memory_order_release ? memory_order_acq_rel : rmw[(i + 1) % 4], loads[i % 2], memory_scope_device)) {
        add_with(&acc[2], 1, memory_order_relaxed, memory_scope_device);
    }
    or_with(&acc[3], 1 << (i % 8), rmw[i % 4], memory_scope_device);
    fence_with(memory_order_acq_rel, scopes[(i + 1) % 2]);
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    seen[i] = load_with(&acc[3], loads[i % 3], scopes[i % 2]) & 0xff;
}
