// EXEC: kernel=func_many_args global=32 local=8
// ARG: global f32 32 rand(263)
// ARG: global i32 32 range(-50,50,264)
// ARG: global f32 32 zero
// A helper with more arguments than the host passes in registers, of mixed types.
float many(float a, int b, float4 c, char d, long e, float f, short g, float2 h, uchar i, double j, int k, global const float *l, float m) {
    return a + b + c.x * c.w + d + (float)e + f * g + h.y + i + (float)j + k + l[k & 7] * m;
}
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void func_many_args(global const float *x, global const int *n, global float *out) {
    size_t t = get_global_id(0);
    float v = x[t];
    int m = n[t];
    out[t] = many(v, m, (float4)(v, 1.0f, 2.0f, -v), (char)m, (long)m * 3, v * v, (short)(m + 1), (float2)(0.5f, v), (uchar)t,
                  0.25 * m, m ^ 5, x, 2.0f);
}
