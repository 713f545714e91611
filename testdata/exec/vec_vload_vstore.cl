// EXEC: kernel=vec_vload_vstore global=16 local=4
// ARG: global f32 64 rand(104)
// ARG: global i32 48 iota
// ARG: global f32 64 zero
// ARG: global i32 48 zero
// vloadN/vstoreN read and write N consecutive elements at offset N*i (no alignment needed).
kernel void vec_vload_vstore(global const float *f, global const int *n, global float *fo, global int *no) {
    size_t i = get_global_id(0);
    float4 v = vload4(i, f);
    vstore4(v.wzyx * 2.0f, i, fo);
    int3 t = vload3(i, n);
    vstore3(t * (int3)(1, 10, 100), i, no);
    float2 p = vload2(i, f + 1);
    if (i == 0) vstore2(p, 31, fo);
}
