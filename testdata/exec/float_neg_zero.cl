// EXEC: kernel=float_neg_zero global=32 local=8
// ARG: global f32 32 special
// ARG: global u32 128 zero
// Signed zeros: negation, products, sums, copysign and signbit, compared as bits.
kernel void float_neg_zero(global const float *a, global uint *out) {
    size_t i = get_global_id(0);
    float x = a[i];
    global uint *o = out + 4 * i;
    o[0] = as_uint(-x);
    o[1] = as_uint(x * -0.0f);
    o[2] = as_uint(x + -0.0f) ^ as_uint(0.0f - x);
    o[3] = as_uint(copysign(1.0f, x)) + signbit(x);
}
