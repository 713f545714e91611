// EXEC: kernel=float_hyperbolic global=64 local=16
// ARG: global f32 64 rand(73)
// ARG: global f32 64 range(-0.99,0.99,74)
// ARG: global f32 384 zero
kernel void float_hyperbolic(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], u = b[i];
    global float *o = out + 6 * i;
    o[0] = sinh(x);
    o[1] = cosh(x);
    o[2] = tanh(x);
    o[3] = asinh(x);
    o[4] = acosh(fabs(x) + 1.0f);
    o[5] = atanh(u);
}
