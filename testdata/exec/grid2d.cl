// EXEC: kernel=grid2d global=16,8 local=4,2
// ARG: global i32 128 zero
kernel void grid2d(global int *out) {
    size_t x = get_global_id(0), y = get_global_id(1);
    size_t w = get_global_size(0);
    out[y * w + x] = (int)(get_group_id(0) * 1000 + get_group_id(1) * 100 + get_local_id(0) * 10 + get_local_id(1));
}
