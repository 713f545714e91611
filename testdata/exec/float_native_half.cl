// EXEC: kernel=float_native_half global=64 local=16
// ARG: global f32 64 range(0.5,8,82)
// ARG: global f32 64 rand(83)
// ARG: global f32 448 zero
// native_ and half_ variants (same functions as the full-precision ones in this runtime).
kernel void float_native_half(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    global float *o = out + 7 * i;
    o[0] = native_sqrt(x);
    o[1] = native_exp(y);
    o[2] = native_log(x);
    o[3] = native_divide(y, x);
    o[4] = native_recip(x);
    o[5] = half_sqrt(x);
    o[6] = native_sin(y) + native_cos(y);
}
