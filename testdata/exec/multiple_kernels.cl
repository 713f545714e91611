// EXEC: kernel=second global=32 local=8
// ARG: global i32 32 iota
// ARG: global i32 32 zero
// Two kernels in one module, the second calling the first as an ordinary function.
kernel void first(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    out[i] = in[i] * in[i] - 3;
}
kernel void second(global const int *in, global int *out) {
    first(in, out);
    size_t i = get_global_id(0);
    out[i] += (int)get_group_id(0);
}
