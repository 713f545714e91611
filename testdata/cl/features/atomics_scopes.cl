// SKIP-CL-STD: CL1.2 (C11 atomics are CL2.0)
// C11 atomics with explicit orders and scopes: atomic_fetch_{add,sub,and,or,xor,min,max}
// _explicit with every memory_order and memory_scope (work_item, sub_group, work_group,
// device, all_svm_devices) on global, local and generic pointers; 64-bit atomics
// (atomic_long/ulong, cl_khr_int64_*_atomics), atomic_intptr_t and atomic_size_t;
// compare-exchange strong and weak with each order pair; atomic_flag in global and local
// memory; atomic_load/store/exchange_explicit; float atomics through exchange.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

void bump(volatile atomic_int *p, int v) {
    atomic_fetch_add_explicit(p, v, memory_order_relaxed, memory_scope_work_group);
}

kernel void orders_scopes(global atomic_int *g, global atomic_uint *u, local atomic_int *l, global int *out) {
    int x = (int)get_global_id(0);
    if (get_local_id(0) == 0)
        atomic_init(l, 0);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    int r = 0;
    r += atomic_fetch_add_explicit(g, x, memory_order_relaxed, memory_scope_work_item);
    r += atomic_fetch_sub_explicit(g, 1, memory_order_acquire, memory_scope_sub_group);
    r += atomic_fetch_and_explicit(g, ~x, memory_order_release, memory_scope_work_group);
    r += atomic_fetch_or_explicit(g, x, memory_order_acq_rel, memory_scope_device);
    r += atomic_fetch_xor_explicit(g, x, memory_order_seq_cst, memory_scope_all_svm_devices);
    r += atomic_fetch_min_explicit(g, x, memory_order_seq_cst);
    r += atomic_fetch_max_explicit(g, x, memory_order_relaxed);
    r += (int)atomic_fetch_min_explicit(u, (uint)x, memory_order_acq_rel, memory_scope_device);
    r += (int)atomic_fetch_max(u, 7u);
    r += atomic_fetch_add_explicit(l, 1, memory_order_relaxed, memory_scope_work_group);
    bump(l, x);
    bump(g, -x);
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
    out[x] = r + atomic_load_explicit(l, memory_order_acquire, memory_scope_work_group);
}

kernel void wide(global atomic_long *sl, global atomic_ulong *ul, global atomic_intptr_t *ip,
                 global atomic_size_t *sz, global long *out) {
    long x = (long)get_global_id(0);
    long r = atomic_fetch_add(sl, x) + atomic_fetch_sub_explicit(sl, 1L, memory_order_relaxed);
    r += (long)atomic_fetch_or_explicit(ul, (ulong)x << 40, memory_order_release, memory_scope_device);
    r += (long)atomic_fetch_max(ul, (ulong)x);
    r += (long)atomic_fetch_add(ip, (intptr_t)x);
    r += (long)atomic_fetch_xor(sz, (size_t)x);
    long expected = 0;
    if (atomic_compare_exchange_strong_explicit(sl, &expected, x, memory_order_acq_rel, memory_order_relaxed,
                                                memory_scope_device))
        r += 1000;
    r += atomic_exchange_explicit(sl, r, memory_order_seq_cst, memory_scope_work_group);
    out[x] = r + atomic_load(sl);
}

kernel void exchanges(global atomic_int *g, global atomic_float *f, global int *out) {
    int x = (int)get_global_id(0);
    int e = 0;
    int won = atomic_compare_exchange_strong(g, &e, x);
    e = x;
    won += atomic_compare_exchange_weak(g, &e, x + 1);
    e = 0;
    won += atomic_compare_exchange_strong_explicit(g, &e, 1, memory_order_seq_cst, memory_order_seq_cst);
    e = 0;
    won += atomic_compare_exchange_weak_explicit(g, &e, 2, memory_order_acquire, memory_order_acquire,
                                                 memory_scope_work_group);
    float old = atomic_load_explicit(f, memory_order_relaxed);
    float want = old + 1.0f;
    while (!atomic_compare_exchange_weak(f, &old, want))
        want = old + 1.0f;
    atomic_store_explicit(g, won, memory_order_release, memory_scope_device);
    out[x] = won + (int)atomic_exchange_explicit(f, 0.0f, memory_order_acq_rel);
}

kernel void flags(global atomic_flag *gf, global int *out) {
    local atomic_flag lf;
    if (get_local_id(0) == 0)
        atomic_flag_clear_explicit(&lf, memory_order_relaxed, memory_scope_work_group);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    int x = (int)get_global_id(0);
    if (!atomic_flag_test_and_set_explicit(&lf, memory_order_acquire, memory_scope_work_group)) {
        out[get_group_id(0)] = x;
    }
    while (atomic_flag_test_and_set_explicit(gf, memory_order_acq_rel, memory_scope_device))
        ;
    out[x + 1] += 1;
    atomic_flag_clear_explicit(gf, memory_order_release, memory_scope_device);
    if (!atomic_flag_test_and_set(gf))
        atomic_flag_clear(gf);
}

kernel void generic_ptrs(global atomic_int *g, global int *out) {
    local atomic_int l;
    if (get_local_id(0) == 0)
        atomic_init(&l, 0);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    atomic_int *p = (get_global_id(0) & 1) ? (atomic_int *)g : (atomic_int *)&l;
    out[get_global_id(0)] = atomic_fetch_add_explicit(p, 1, memory_order_relaxed, memory_scope_work_group) +
                            atomic_load(p);
}
