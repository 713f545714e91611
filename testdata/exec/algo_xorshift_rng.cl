// EXEC: kernel=algo_xorshift_rng global=64 local=16
// ARG: global u64 64 bits(202)
// ARG: global f32 256 zero
// A per-work-item xorshift64* generator producing uniform floats.
kernel void algo_xorshift_rng(global const ulong *seed, global float *out) {
    size_t i = get_global_id(0);
    ulong s = seed[i] | 1;
    for (int k = 0; k < 4; ++k) {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        ulong r = s * 0x2545F4914F6CDD1DUL;
        out[4 * i + k] = (float)(r >> 40) * (1.0f / 16777216.0f);
    }
}
