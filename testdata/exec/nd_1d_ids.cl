// SKIP-CL-STD: CL1.2 (get_global_linear_id, get_enqueued_local_size are CL2.0)
// EXEC: kernel=nd_1d_ids global=48 local=16
// ARG: global u32 240 zero
// Work-item functions in a 1-D range: offset 0, linear ids, dimensions beyond the first.
kernel void nd_1d_ids(global uint *out) {
    size_t i = get_global_id(0);
    global uint *o = out + 5 * i;
    o[0] = (uint)(get_global_linear_id() * 1000 + get_local_linear_id());
    o[1] = (uint)(get_global_offset(0) + get_work_dim() * 10 + get_num_groups(0) * 100);
    o[2] = (uint)(get_global_size(1) + get_local_size(2) * 10 + get_global_id(1) * 100 + get_group_id(2));
    o[3] = (uint)(get_enqueued_local_size(0) * 7 + get_local_size(0));
    o[4] = (uint)(get_group_id(0) * get_local_size(0) + get_local_id(0) == i);
}
