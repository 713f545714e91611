// EXEC: kernel=cf_early_return global=64 local=16
// ARG: global f32 64 special
// ARG: global i32 64 zero
// Early returns from the kernel and from a helper, leaving some outputs untouched.
int classify(float x) {
    if (isnan(x)) return 0;
    if (x == 0.0f) return signbit(x) ? 1 : 2;
    if (isinf(x)) return x > 0 ? 3 : 4;
    if (fabs(x) < 1.0f) return 5;
    return 6 + (x < 0);
}
kernel void cf_early_return(global const float *in, global int *out) {
    size_t i = get_global_id(0);
    if (i % 7 == 3) return;
    int c = classify(in[i]);
    if (c == 5) {
        out[i] = -5;
        return;
    }
    out[i] = c * 10 + (int)(i % 10);
}
