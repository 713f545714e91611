// EXEC: kernel=math global=64 local=16
// ARG: global f32 64 rand(9)
// ARG: global f32 64 zero
kernel void math(global const float *in, global float *out) {
    size_t i = get_global_id(0);
    float x = in[i];
    out[i] = sqrt(fabs(x)) + fmin(x, 0.5f) + fmax(x, -0.25f) + mad(x, 2.0f, 1.0f) + floor(x * 3.0f);
}
