// EXEC: kernel=float_fmod_nextafter global=64 local=16
// ARG: global f32 64 rand(78)
// ARG: global f32 64 range(0.5,3,79)
// ARG: global f32 256 zero
kernel void float_fmod_nextafter(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    global float *o = out + 4 * i;
    o[0] = fmod(x, y);
    o[1] = copysign(y, x);
    o[2] = nextafter(x, y);
    o[3] = nextafter(y, -INFINITY);
}
