// CL-STD: CL1.2
// Tiled matrix multiply with local memory (16x16 tiles), float4 inner products, bounds checks and a naive reference kernel.

#define TS 16

kernel void matmul_naive(global const float *A, global const float *B, global float *C, int M, int N, int K) {
    int row = get_global_id(1), col = get_global_id(0);
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
}

__attribute__((reqd_work_group_size(TS, TS, 1)))
kernel void matmul_tiled(global const float *A, global const float *B, global float *C, int M, int N, int K) {
    local float As[TS][TS];
    local float Bs[TS][TS];
    int tx = get_local_id(0), ty = get_local_id(1);
    int row = get_group_id(1) * TS + ty;
    int col = get_group_id(0) * TS + tx;
    float acc = 0.0f;
    for (int t = 0; t < (K + TS - 1) / TS; ++t) {
        int ak = t * TS + tx, bk = t * TS + ty;
        As[ty][tx] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
        Bs[ty][tx] = (col < N && bk < K) ? B[bk * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; k += 4) {
            float4 a = (float4)(As[ty][k], As[ty][k + 1], As[ty][k + 2], As[ty][k + 3]);
            float4 b = (float4)(Bs[k][tx], Bs[k + 1][tx], Bs[k + 2][tx], Bs[k + 3][tx]);
            acc += dot(a, b);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
