// SKIP-CL-STD: CL1.2 (get_global_linear_id, get_enqueued_local_size are CL2.0)
// EXEC: kernel=nd_2d_ids global=12,8 local=4,2
// ARG: global u32 288 zero
// Work-item functions in a 2-D range, including linear ids and a global offset of 0.
kernel void nd_2d_ids(global uint *out) {
    size_t x = get_global_id(0), y = get_global_id(1);
    size_t idx = y * get_global_size(0) + x;
    global uint *o = out + 3 * idx;
    o[0] = (uint)(get_global_linear_id() ^ (idx << 8));
    o[1] = (uint)(get_local_linear_id() + 100 * get_group_id(0) + 1000 * get_group_id(1));
    o[2] = (uint)(get_num_groups(0) * 10 + get_num_groups(1) + get_work_dim() * 100 + get_global_offset(1));
}
