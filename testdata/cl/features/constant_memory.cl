// CL-STD: CL1.2
// __constant address space: constant kernel arguments, program-scope constant arrays of scalars/vectors/structs, constant strings, constant pointer arithmetic.

typedef struct { float w; int idx; } tap_t;

constant float gauss5[5] = { 0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f };
constant float4 palette[3] = { (float4)(1, 0, 0, 1), (float4)(0, 1, 0, 1), (float4)(0, 0, 1, 1) };
constant tap_t taps[2] = { { 0.5f, -1 }, { 0.5f, 1 } };
constant char greeting[] = "constant string";

kernel void conv(global const float *in, global float *out, constant float *kern, int klen) {
    size_t i = get_global_id(0) + 2;
    float acc = 0.0f;
    for (int k = 0; k < 5; ++k)
        acc += gauss5[k] * in[i + k - 2];
    constant float *kp = kern;
    for (int k = 0; k < klen; ++k, ++kp)
        acc += *kp * in[i];
    for (int t = 0; t < 2; ++t)
        acc += taps[t].w * in[i + taps[t].idx];
    out[i] = acc + palette[i % 3].y + greeting[i & 7];
}
