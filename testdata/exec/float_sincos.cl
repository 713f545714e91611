// EXEC: kernel=float_sincos global=64 local=16
// ARG: global f32 64 rand(81)
// ARG: global f32 64 zero
// ARG: global f32 64 zero
kernel void float_sincos(global const float *a, global float *s, global float *c) {
    size_t i = get_global_id(0);
    float cv;
    s[i] = sincos(a[i], &cv);
    c[i] = cv;
}
