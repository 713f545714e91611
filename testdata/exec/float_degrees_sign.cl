// EXEC: kernel=float_degrees_sign global=32 local=8
// ARG: global f32 32 special
// ARG: global f32 96 zero
kernel void float_degrees_sign(global const float *a, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i];
    out[3 * i] = degrees(x);
    out[3 * i + 1] = radians(x);
    out[3 * i + 2] = sign(x);
}
