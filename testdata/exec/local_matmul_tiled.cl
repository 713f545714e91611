// EXEC: kernel=local_matmul_tiled global=8,8 local=4,4
// ARG: global i32 64 range(-9,9,135)
// ARG: global i32 64 range(-9,9,136)
// ARG: global i32 64 zero
// C = A x B for 8x8 integer matrices, 4x4 tiles staged in local memory.
kernel void local_matmul_tiled(global const int *A, global const int *B, global int *C) {
    local int ta[4][4], tb[4][4];
    int tx = get_local_id(0), ty = get_local_id(1);
    int col = get_global_id(0), row = get_global_id(1);
    int acc = 0;
    for (int t = 0; t < 2; ++t) {
        ta[ty][tx] = A[row * 8 + t * 4 + tx];
        tb[ty][tx] = B[(t * 4 + ty) * 8 + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < 4; ++k) acc += ta[ty][k] * tb[k][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * 8 + col] = acc;
}
