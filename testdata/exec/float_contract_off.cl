// EXEC: kernel=float_contract_off global=64 local=16
// ARG: global f32 64 rand(235)
// ARG: global f32 64 rand(236)
// ARG: global f32 128 zero
// FP_CONTRACT OFF forbids fusing a*b+c; a fused and an unfused result side by side.
float unfused(float a, float b, float c) {
    #pragma OPENCL FP_CONTRACT OFF
    return a * b + c;
}
kernel void float_contract_off(global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    float x = a[i] * 1.1f, y = b[i] * 3.3f;
    out[2 * i] = unfused(x, y, -x * y);
    out[2 * i + 1] = fma(x, y, -x * y);
}
