// SKIP-CL-STD: CL1.2 (C11 atomics are CL2.0)
// EXEC: kernel=atomic_local_c11 global=64 local=32
// ARG: global i32 64 range(-500,500,255)
// ARG: global i32 8 zero
// OpenCL 2.0 atomics on local atomic_int with work-group scope, including a
// compare-exchange loop computing a maximum.
kernel void atomic_local_c11(global const int *in, global int *out) {
    local atomic_int sum, mx, cnt;
    size_t l = get_local_id(0);
    if (l == 0) {
        atomic_init(&sum, 0);
        atomic_init(&mx, -1000);
        atomic_init(&cnt, 0);
    }
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    int v = in[get_global_id(0)];
    atomic_fetch_add_explicit(&sum, v, memory_order_relaxed, memory_scope_work_group);
    int cur = atomic_load_explicit(&mx, memory_order_relaxed, memory_scope_work_group);
    while (cur < v && !atomic_compare_exchange_strong(&mx, &cur, v)) {}
    if (v > 0) atomic_fetch_add(&cnt, 1);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        size_t g = get_group_id(0);
        out[4 * g] = atomic_load(&sum);
        out[4 * g + 1] = atomic_load(&mx);
        out[4 * g + 2] = atomic_load(&cnt);
        out[4 * g + 3] = atomic_exchange(&cnt, 0);
    }
}
