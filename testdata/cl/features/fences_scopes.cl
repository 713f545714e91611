// SKIP-CL-STD: CL1.2 (atomic_work_item_fence, scoped barriers and get_fence are CL2.0)
// Fences and barriers with scopes: atomic_work_item_fence with each fence-flag combination
// (global, local, image), each memory order and each scope; work_group_barrier and
// sub_group_barrier with each scope; barrier/mem_fence/read_mem_fence/write_mem_fence;
// get_fence on generic pointers, fences inside loops and branches.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

kernel void fences(global int *g, local int *l, global int *out) {
    size_t i = get_local_id(0);
    l[i] = g[get_global_id(0)];
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_seq_cst, memory_scope_work_item);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_svm_devices);
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_sub_group);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
    work_group_barrier(CLK_IMAGE_MEM_FENCE, memory_scope_work_item);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    read_mem_fence(CLK_LOCAL_MEM_FENCE);
    write_mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    int acc = 0;
    for (int k = 0; k < 4; ++k) {
        acc += l[(i + k) % get_local_size(0)];
        if (k & 1)
            atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_relaxed, memory_scope_work_group);
        else
            work_group_barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = acc;
}

kernel void fence_of(global int *g, local int *l, global uint *out) {
    int p = 0;
    int *gp = g, *lp = l, *pp = &p;
    size_t i = get_global_id(0);
    int *which = (i % 3 == 0) ? gp : (i % 3 == 1) ? lp : pp;
    out[i] = get_fence(gp) | (get_fence(lp) << 4) | (get_fence(pp) << 8) | (get_fence(which) << 12);
}
