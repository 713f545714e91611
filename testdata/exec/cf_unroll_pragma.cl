// EXEC: kernel=cf_unroll_pragma global=32 local=8
// ARG: global f32 256 rand(128)
// ARG: global f32 32 zero
// Loops with unroll pragmas (full, by a factor, disabled).
kernel void cf_unroll_pragma(global const float *in, global float *out) {
    size_t i = get_global_id(0);
    float acc = 0.0f;
    #pragma unroll
    for (int k = 0; k < 4; ++k) acc += in[i * 8 + k] * (float)(k + 1);
    #pragma unroll 2
    for (int k = 4; k < 8; ++k) acc -= in[i * 8 + k];
    #pragma nounroll
    for (int k = 0; k < 3; ++k) acc = acc * 0.5f + 1.0f;
    out[i] = acc;
}
