// EXEC: kernel=vec_dynamic_index global=32 local=8
// ARG: global f32 256 rand(243)
// ARG: global u32 32 bits(244)
// ARG: global f32 64 zero
// Vector lanes selected by run-time indices (subscripting a vector), read and written.
kernel void vec_dynamic_index(global const float8 *in, global const uint *idx, global float *out) {
    size_t i = get_global_id(0);
    float8 v = in[i];
    uint k = idx[i];
    float a = v[k % 8], b = v[(k >> 3) % 8];
    v[(k >> 6) % 8] = a * b;
    float s = 0.0f;
    for (int j = 0; j < 8; ++j) s += v[j] * (float)(j + 1);
    out[2 * i] = s;
    out[2 * i + 1] = a - b;
}
