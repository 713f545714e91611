// EXEC: kernel=integer_builtins global=64 local=16
// ARG: global i32 64 rand(10)
// ARG: global i32 64 zero
kernel void integer_builtins(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    int x = in[i];
    out[i] = (int)abs(x % 1000) + min(x, 17) + max(x, -17) + clamp(x, -5, 5);
}
