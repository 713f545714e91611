// EXEC: kernel=float_pow global=64 local=16
// ARG: global f32 64 range(0.1,4,68)
// ARG: global f32 64 rand(69)
// ARG: global i32 64 range(-6,6,70)
// ARG: global f32 256 zero
kernel void float_pow(global const float *a, global const float *b, global const int *n, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = b[i];
    int k = n[i];
    global float *o = out + 4 * i;
    o[0] = pow(x, y);
    o[1] = powr(x, y);
    o[2] = pown(y, k);
    o[3] = rootn(x, k == 0 ? 3 : k);
}
