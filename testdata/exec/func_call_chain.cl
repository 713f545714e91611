// EXEC: kernel=func_call_chain global=64 local=16
// ARG: global f32 64 rand(146)
// ARG: global i32 64 range(0,20,147)
// ARG: global f32 64 zero
// A chain of helper functions with private, global and output pointer parameters.
float poly(float x, int n) {
    float r = 0.0f;
    for (int k = n; k >= 0; --k) r = r * x + (float)(k + 1);
    return r;
}
float scaled(global const float *p, int off, float s) {
    return poly(p[off], 3) * s;
}
void both(global const float *p, int off, float *lo, float *hi) {
    float a = scaled(p, off, 0.5f), b = scaled(p, (off + 1) % 64, 2.0f);
    *lo = fmin(a, b);
    *hi = fmax(a, b);
}
kernel void func_call_chain(global const float *in, global const int *off, global float *out) {
    size_t i = get_global_id(0);
    float lo, hi;
    both(in, (int)((i + off[i]) % 64), &lo, &hi);
    out[i] = hi - lo + poly(lo, off[i] % 4);
}
