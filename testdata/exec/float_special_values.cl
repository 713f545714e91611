// EXEC: kernel=float_special_values global=32 local=8
// ARG: global f32 32 special
// ARG: global f32 32 bits(61)
// ARG: global f32 192 zero
// Arithmetic on infinities, NaNs, signed zeros and subnormals.
kernel void float_special_values(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i], y = a[(i * 7 + 3) % 32], z = b[i];
    global float *o = out + 6 * i;
    o[0] = x + y;
    o[1] = x * y;
    o[2] = x / y;
    o[3] = x - x;
    o[4] = z * 0.5f + x;
    o[5] = -x * y;
}
