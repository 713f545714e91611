// CL-STD: CL1.2
// Private memory arrays: 1D/2D/3D arrays, dynamic indexing, arrays of vectors, array initializers, sorting network in registers.

kernel void private_arrays(global const int *in, global int *out, int sel) {
    int lut[8] = { 1, 1, 2, 3, 5, 8, 13, 21 };
    int grid[3][4];
    float4 vecs[2] = { (float4)(1.0f, 2.0f, 3.0f, 4.0f), (float4)(0.5f) };
    char cube[2][2][2] = { { { 1, 2 }, { 3, 4 } }, { { 5, 6 }, { 7, 8 } } };
    size_t gid = get_global_id(0);

    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            grid[r][c] = in[gid] * r + c;

    int s = lut[sel & 7] + grid[sel % 3][sel & 3];
    s += (int)vecs[sel & 1].z;
    s += cube[sel & 1][(sel >> 1) & 1][(sel >> 2) & 1];
    out[gid] = s;
}

kernel void sort8(global int *data) {
    size_t base = get_global_id(0) * 8;
    int v[8];
    for (int i = 0; i < 8; ++i)
        v[i] = data[base + i];
    for (int i = 0; i < 8; ++i) {
        for (int j = 0; j < 7 - i; ++j) {
            int a = v[j], b = v[j + 1];
            v[j] = min(a, b);
            v[j + 1] = max(a, b);
        }
    }
    for (int i = 0; i < 8; ++i)
        data[base + i] = v[i];
}
