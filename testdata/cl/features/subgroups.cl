// CL-STD: CL2.0
// CLANG-FLAGS: -cl-ext=+cl_khr_subgroups
// SKIP-CL-STD: CL1.2 (get_enqueued_num_sub_groups is CL2.0)
// Sub-groups (cl_khr_subgroups): sub-group ids/sizes, sub_group_barrier, all/any, broadcast, reduce/scan, get_kernel_sub_group_count_for_ndrange.

#pragma OPENCL EXTENSION cl_khr_subgroups : enable

kernel void subgroup_ops(global const int *in, global int *out, global uint *info) {
    size_t i = get_global_id(0);
    int x = in[i];
    uint sg = get_sub_group_id();
    uint lane = get_sub_group_local_id();
    info[i * 4 + 0] = get_sub_group_size();
    info[i * 4 + 1] = get_max_sub_group_size();
    info[i * 4 + 2] = get_num_sub_groups();
    info[i * 4 + 3] = get_enqueued_num_sub_groups();
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    int r = sub_group_all(x > 0) + sub_group_any(x == 0);
    r += sub_group_broadcast(x, 0);
    r += sub_group_reduce_add(x) + sub_group_reduce_min(x) + sub_group_reduce_max(x);
    r += sub_group_scan_inclusive_add(x) + sub_group_scan_exclusive_max(x);
    out[i] = r + (int)(sg * 100 + lane);
}
