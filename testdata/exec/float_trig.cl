// EXEC: kernel=float_trig global=64 local=16
// ARG: global f32 64 rand(71)
// ARG: global f32 64 range(-1,1,72)
// ARG: global f32 448 zero
kernel void float_trig(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], u = b[i];
    global float *o = out + 7 * i;
    o[0] = sin(x);
    o[1] = cos(x);
    o[2] = tan(x);
    o[3] = asin(u);
    o[4] = acos(u);
    o[5] = atan(x);
    o[6] = atan2(x, u);
}
