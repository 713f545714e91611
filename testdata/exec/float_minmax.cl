// EXEC: kernel=float_minmax global=32 local=8
// ARG: global f32 32 special
// ARG: global f32 32 rand(63)
// ARG: global f32 256 zero
// fmin/fmax/fdim/maxmag/minmag (NaN-aware) and min/max/clamp on ordinary values.
kernel void float_minmax(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = a[(i * 3 + 2) % 32], r = b[i], q = b[(i + 9) % 32];
    global float *o = out + 8 * i;
    o[0] = fmin(x, y);
    o[1] = fmax(x, y);
    o[2] = fdim(x, y);
    o[3] = maxmag(x, y);
    o[4] = minmag(x, y);
    o[5] = min(r, q);
    o[6] = max(r, q);
    o[7] = clamp(r, -2.0f, 3.0f);
}
