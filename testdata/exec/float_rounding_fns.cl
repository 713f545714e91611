// EXEC: kernel=float_rounding_fns global=64 local=16
// ARG: global f32 64 special
// ARG: global f32 64 range(-6,6,62)
// ARG: global f32 640 zero
// floor, ceil, trunc, round (ties away), rint (ties to even) on ties and edge values.
kernel void float_rounding_fns(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = round(b[i] * 4.0f) / 4.0f;
    global float *o = out + 10 * i;
    o[0] = floor(x);
    o[1] = ceil(x);
    o[2] = trunc(x);
    o[3] = round(x);
    o[4] = rint(x);
    o[5] = floor(y);
    o[6] = ceil(y);
    o[7] = trunc(y);
    o[8] = round(y);
    o[9] = rint(y);
}
