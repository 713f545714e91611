// EXEC: kernel=atomic_cas_loops global=128 local=16
// ARG: global f32 128 rand(33)
// ARG: global i32 2 zero
// A float maximum and a saturating counter built from compare-and-swap loops.
kernel void atomic_cas_loops(global const float *in, global int *out) {
    float v = in[get_global_id(0)];
    int old = out[0];
    while (1) {
        float cur = as_float(old);
        if (old != 0 && cur >= v) break;
        int prev = atomic_cmpxchg(&out[0], old, as_int(v));
        if (prev == old) break;
        old = prev;
    }
    int c = out[1];
    while (c < 100) {
        int prev = atomic_cmpxchg(&out[1], c, c + 1);
        if (prev == c) break;
        c = prev;
    }
}
