// SKIP-CL-STD: CL1.2 (generic address space is CL2.0)
// EXEC: kernel=func_generic_pointer global=32 local=8
// ARG: global i32 32 range(-1000,1000,148)
// ARG: global i32 96 zero
// OpenCL 2.0 generic pointers: one helper called on global, local and private memory.
int sum3(const int *p) {
    return p[0] + p[1] * 2 + p[2] * 3;
}
kernel void func_generic_pointer(global const int *in, global int *out) {
    local int tile[10];
    size_t i = get_global_id(0), l = get_local_id(0);
    tile[l] = in[i] * 3;
    if (l < 2) tile[8 + l] = 7;
    barrier(CLK_LOCAL_MEM_FENCE);
    int priv[3] = { (int)i, in[i], -in[i] };
    out[3 * i] = sum3(&in[(i / 3) * 3 % 30]);
    out[3 * i + 1] = sum3(&tile[l]);
    int *g = priv;
    if (i & 1) g = (int *)&tile[l];
    out[3 * i + 2] = sum3(g);
}
