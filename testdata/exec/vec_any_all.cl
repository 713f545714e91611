// EXEC: kernel=vec_any_all global=32 local=8
// ARG: global i32 128 range(-3,40,109)
// ARG: global i32 64 zero
// any/all on vector comparisons (the most significant bit of each lane).
kernel void vec_any_all(global const int4 *a, global int *out) {
    size_t i = get_global_id(0);
    int4 v = a[i];
    out[2 * i] = any(v < 0) + 2 * all(v > 2) + 4 * any(v.xy == (int2)(5));
    out[2 * i + 1] = all(v.s012 >= (int3)(0)) + 2 * any(v);
}
