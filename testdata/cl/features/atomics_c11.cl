// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (C11 atomics, work_group_barrier are CL2.0)
// OpenCL 2.0 C11-style atomics: atomic_int/uint/float/flag types, atomic_init, load/store/exchange/compare_exchange_strong/weak, fetch_* with explicit memory_order and memory_scope, atomic_work_item_fence.

kernel void c11_atomics(global atomic_int *ai, global atomic_uint *au, global atomic_float *af,
                        global atomic_flag *flag, local atomic_int *la, global int *out) {
    int gid = get_global_id(0);
    if (get_local_id(0) == 0)
        atomic_init(la, 0);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);

    atomic_fetch_add(ai, 1);
    atomic_fetch_sub_explicit(ai, 2, memory_order_relaxed);
    atomic_fetch_or_explicit(au, 1u, memory_order_acq_rel, memory_scope_device);
    atomic_fetch_and_explicit(au, ~2u, memory_order_seq_cst, memory_scope_all_svm_devices);
    atomic_fetch_xor_explicit(au, 4u, memory_order_release, memory_scope_work_group);
    atomic_fetch_min(ai, gid);
    atomic_fetch_max_explicit(au, (uint)gid, memory_order_relaxed, memory_scope_device);
    atomic_fetch_add_explicit(la, gid, memory_order_relaxed, memory_scope_work_group);

    int expected = 0;
    bool ok = atomic_compare_exchange_strong(ai, &expected, gid);
    int exp2 = gid;
    bool ok2 = atomic_compare_exchange_weak_explicit(ai, &exp2, gid + 1, memory_order_acq_rel,
                                                     memory_order_acquire, memory_scope_device);
    float old = atomic_exchange(af, (float)gid);
    atomic_store_explicit(af, old + 1.0f, memory_order_release);
    float cur = atomic_load_explicit(af, memory_order_acquire);

    if (!atomic_flag_test_and_set_explicit(flag, memory_order_acq_rel, memory_scope_device)) {
        out[0] = gid;
        atomic_flag_clear(flag);
    }
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
    out[gid + 1] = atomic_load(ai) + ok + ok2 + (int)cur + atomic_load(la);
}
