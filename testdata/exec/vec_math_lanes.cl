// EXEC: kernel=vec_math_lanes global=16 local=4
// ARG: global f32 64 range(0.25,9,110)
// ARG: global f32 64 rand(111)
// ARG: global f32 192 zero
// Math builtins applied to vectors, with vector-scalar overloads.
kernel void vec_math_lanes(global const float4 *a, global const float4 *b, global float4 *out) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    out[3 * i] = sqrt(x) + fabs(y);
    out[3 * i + 1] = fmax(y, 0.5f) + clamp(y, -1.0f, 1.0f) + floor(y);
    out[3 * i + 2] = exp(-x) * sin(y) + pow(x, (float4)(0.5f, 1.5f, 2.0f, -1.0f));
}
