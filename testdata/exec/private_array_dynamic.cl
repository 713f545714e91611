// EXEC: kernel=private_array_dynamic global=64 local=16
// ARG: global u32 64 bits(142)
// ARG: global f32 64 zero
// A private lookup table and a 2-D private array indexed by data-dependent indices.
kernel void private_array_dynamic(global const uint *in, global float *out) {
    size_t i = get_global_id(0);
    uint x = in[i];
    float lut[10];
    for (int k = 0; k < 10; ++k) lut[k] = (float)(k * k) - 3.5f;
    int m[3][4];
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c) m[r][c] = r * 4 + c;
    m[x % 3][(x >> 4) % 4] += 100;
    out[i] = lut[x % 10] + lut[(x >> 8) % 10] * (float)m[(x >> 12) % 3][(x >> 16) % 4];
}
