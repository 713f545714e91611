// EXEC: kernel=float_fma_mix global=64 local=16
// ARG: global f32 64 rand(75)
// ARG: global f32 64 rand(76)
// ARG: global f32 64 range(0,1,77)
// ARG: global f32 384 zero
kernel void float_fma_mix(global const float *a, global const float *b, global const float *t, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i], s = t[i];
    global float *o = out + 6 * i;
    o[0] = fma(x, y, s);
    o[1] = mad(x, y, s);
    o[2] = mix(x, y, s);
    o[3] = smoothstep(-4.0f, 4.0f, x);
    o[4] = step(y, x);
    o[5] = x * y + s;
}
