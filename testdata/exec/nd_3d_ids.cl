// SKIP-CL-STD: CL1.2 (get_global_linear_id, get_enqueued_local_size are CL2.0)
// EXEC: kernel=nd_3d_ids global=4,6,4 local=2,3,2
// ARG: global u32 192 zero
// Work-item functions in a 3-D range.
kernel void nd_3d_ids(global uint *out) {
    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    size_t idx = (z * get_global_size(1) + y) * get_global_size(0) + x;
    global uint *o = out + 2 * idx;
    o[0] = (uint)(get_global_linear_id() * 1000 + get_local_linear_id());
    o[1] = (uint)(get_group_id(2) * 100 + get_group_id(1) * 10 + get_group_id(0) + get_local_size(1) * 1000 + get_num_groups(2) * 10000);
}
