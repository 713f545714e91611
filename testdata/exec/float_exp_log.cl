// EXEC: kernel=float_exp_log global=64 local=16
// ARG: global f32 64 rand(66)
// ARG: global f32 64 range(0.001,100,67)
// ARG: global f32 512 zero
kernel void float_exp_log(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], p = b[i];
    global float *o = out + 8 * i;
    o[0] = exp(x);
    o[1] = exp2(x);
    o[2] = exp10(x);
    o[3] = expm1(x);
    o[4] = log(p);
    o[5] = log2(p);
    o[6] = log10(p);
    o[7] = log1p(p);
}
