// EXEC: kernel=constant_memory global=64 local=16
// ARG: global u8 64 bits(193)
// ARG: global f32 8 iota
// ARG: global f32 64 zero
// A program-scope constant table and a constant-address-space kernel argument.
constant uchar sbox[16] = { 7, 3, 14, 0, 9, 12, 1, 10, 5, 15, 2, 8, 13, 4, 11, 6 };
constant float weights[4] = { 0.125f, 0.25f, 0.5f, 1.0f };
kernel void constant_memory(global const uchar *in, constant float *coef, global float *out) {
    size_t i = get_global_id(0);
    uchar b = in[i];
    uchar s = sbox[b & 15] << 4 | sbox[b >> 4];
    out[i] = (float)s * weights[i % 4] + coef[s % 8];
}
