// Work-item functions in 1, 2 and 3 dimensions: get_work_dim, get_global_size/id/offset,
// get_local_size/id, get_num_groups, get_group_id with constant and run-time dimension
// indices (incl. out-of-range ones), and the CL2.0 linear ids and enqueued local size.
kernel void ids(global size_t *out, uint dim) {
    size_t g = get_global_id(0) + get_global_id(1) * get_global_size(0) +
               get_global_id(2) * get_global_size(0) * get_global_size(1);
    size_t *o = (size_t *)0;
    global size_t *row = out + g * 16;
    row[0] = get_work_dim();
    row[1] = get_global_size(dim) + get_global_id(dim) + get_global_offset(dim);
    row[2] = get_local_size(dim) + get_local_id(dim);
    row[3] = get_num_groups(dim) + get_group_id(dim);
    row[4] = get_global_offset(0) + get_global_offset(1) + get_global_offset(2);
    row[5] = get_local_id(0) + get_local_id(1) * 10 + get_local_id(2) * 100;
    row[6] = get_group_id(0) + get_group_id(1) * 10 + get_group_id(2) * 100;
    row[7] = get_num_groups(0) * get_num_groups(1) * get_num_groups(2);
    row[8] = get_local_size(0) * get_local_size(1) * get_local_size(2);
    row[9] = get_global_size(3) + get_local_size(7) + get_global_id(5);
#if __OPENCL_C_VERSION__ >= 200
    row[10] = get_global_linear_id() + get_local_linear_id();
    row[11] = get_enqueued_local_size(0) + get_enqueued_local_size(dim);
#endif
    (void)o;
}
