// EXEC: kernel=algo_matmul_float global=8,8 local=4,2
// ARG: global f32 64 rand(205)
// ARG: global f32 64 rand(206)
// ARG: global f32 64 zero
// Naive single-precision matrix product (8x8), one output element per work-item.
kernel void algo_matmul_float(global const float *A, global const float *B, global float *C) {
    int c = get_global_id(0), r = get_global_id(1);
    float acc = 0.0f;
    for (int k = 0; k < 8; ++k) acc += A[r * 8 + k] * B[k * 8 + c];
    C[r * 8 + c] = acc;
}
