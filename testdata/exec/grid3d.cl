// EXEC: kernel=grid3d global=4,4,4 local=2,2,2
// ARG: global u32 64 zero
kernel void grid3d(global uint *out) {
    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    out[(z * 4 + y) * 4 + x] = (uint)(get_num_groups(0) + get_local_size(1) * 10 + get_work_dim() * 100 + z * 1000);
}
