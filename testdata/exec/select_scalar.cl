// EXEC: kernel=select_scalar global=64 local=16
// ARG: global i32 64 bits(191)
// ARG: global f32 64 rand(192)
// ARG: global f32 128 zero
// Scalar select tests the whole condition for non-zero; bitselect on floats works on bits.
kernel void select_scalar(global const int *c, global const float *f, global float *out) {
    size_t i = get_global_id(0);
    int k = c[i] & (int)(0xffu << (i % 4 * 8));
    float x = f[i], y = f[(i + 1) % 64];
    out[2 * i] = select(x, y, k) + (float)select(1, 2, k > 0) + (float)select(10u, 20u, (uint)k);
    out[2 * i + 1] = bitselect(x, y, as_float(c[i]));
}
