// EXEC: kernel=float_sqrt_family global=64 local=16
// ARG: global f32 64 range(0,1000,64)
// ARG: global f32 64 rand(65)
// ARG: global f32 256 zero
kernel void float_sqrt_family(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    global float *o = out + 4 * i;
    o[0] = sqrt(x);
    o[1] = rsqrt(x + 1.0f);
    o[2] = cbrt(y);
    o[3] = hypot(x, y);
}
