// EXEC: kernel=vector_add global=64 local=16
// ARG: global f32 64 iota
// ARG: global f32 64 rand(1)
// ARG: global f32 64 zero
kernel void vector_add(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    out[i] = a[i] + b[i];
}
