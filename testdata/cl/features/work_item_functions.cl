// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (get_global_linear_id, get_enqueued_local_size are CL2.0)
// Work-item functions: get_work_dim, get_global_id/size/offset, get_local_id/size, get_enqueued_local_size, get_group_id, get_num_groups, get_global_linear_id, get_local_linear_id for all dimensions.

kernel void ids(global ulong *out) {
    size_t lin = get_global_linear_id();
    global ulong *o = out + lin * 24;
    o[0] = get_work_dim();
    for (uint d = 0; d < 3; ++d) {
        o[1 + d] = get_global_id(d);
        o[4 + d] = get_global_size(d);
        o[7 + d] = get_global_offset(d);
        o[10 + d] = get_local_id(d);
        o[13 + d] = get_local_size(d);
        o[16 + d] = get_enqueued_local_size(d);
        o[19 + d] = get_group_id(d) + get_num_groups(d);
    }
    o[22] = get_local_linear_id();
    o[23] = lin;
}
