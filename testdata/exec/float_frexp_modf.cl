// EXEC: kernel=float_frexp_modf global=32 local=8
// ARG: global f32 32 special
// ARG: global f32 32 rand(80)
// ARG: global f32 192 zero
// ARG: global i32 64 zero
// Math builtins with a second result returned through a pointer (private and global).
kernel void float_frexp_modf(global const float *a, global const float *b, global float *out, global int *iout) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    global float *o = out + 6 * i;
    int e;
    o[0] = frexp(y, &e);
    iout[2 * i] = e;
    float ip;
    o[1] = modf(y, &ip);
    o[2] = ip;
    o[3] = fract(y, &o[4]);
    o[5] = ldexp(y, (int)(i % 20) - 10);
    iout[2 * i + 1] = ilogb(x);
}
