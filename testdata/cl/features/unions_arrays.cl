// Unions and arrays: type punning through unions of float/uint/uchar4/short2, unions holding
// vectors and structs, arrays of unions; multi-dimensional private arrays indexed at run
// time, constant lookup tables, arrays of pointers to local and global memory, array
// parameters (adjusted to pointers), variable-length loops over fixed arrays, and a private
// array copied whole as a struct member.
typedef union { float f; uint u; uchar4 b; short2 s; } pun_t;
typedef union { float4 v; float a[4]; struct { float2 lo, hi; } halves; } lanes_t;
typedef struct { int cells[3][4]; } grid_t;

constant uchar sbox[16] = { 0x6, 0x4, 0xC, 0x5, 0x0, 0x7, 0x2, 0xE, 0x1, 0xF, 0x3, 0xD, 0x8, 0xA, 0x9, 0xB };
constant float weights[2][3] = { { 0.25f, 0.5f, 0.25f }, { -1.0f, 0.0f, 1.0f } };

uint substitute(uint x) {
    uint r = 0;
    for (int k = 0; k < 8; ++k)
        r |= (uint)sbox[(x >> (4 * k)) & 0xF] << (4 * k);
    return r;
}

float convolve(const float row[3], int which) {
    return row[0] * weights[which][0] + row[1] * weights[which][1] + row[2] * weights[which][2];
}

kernel void puns(global float *f, global uint *u, global lanes_t *l, global pun_t *arr) {
    size_t i = get_global_id(0);
    pun_t p;
    p.f = f[i];
    p.u = substitute(p.u) ^ (p.b.x << 24);
    p.s.y = -p.s.y;
    u[i] = p.u;
    f[i] = p.f;
    lanes_t x = l[i];
    x.a[i & 3] += x.halves.hi.x;
    x.v = x.v.wzyx;
    l[i] = x;
    pun_t many[4];
    for (int k = 0; k < 4; ++k)
        many[k].u = (uint)(i * 4 + k);
    arr[i] = many[u[i] & 3];
}

kernel void grids(global grid_t *g, global float *out, local float *scratch, int which) {
    size_t i = get_global_id(0);
    grid_t gr = g[i];
    int acc[3][4];
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            acc[r][c] = gr.cells[(r + (int)i) % 3][(c * 3) & 3] * (r + 1);
    gr.cells[i % 3][i & 3] = acc[2][(int)i & 3] + acc[0][0];
    g[i] = gr;
    float row[3] = { (float)acc[0][1], (float)acc[1][2], (float)acc[2][3] };
    scratch[get_local_id(0)] = convolve(row, which & 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    local float *lp[2] = { scratch, scratch + get_local_size(0) / 2 };
    global float *gp[2] = { out, out + get_global_size(0) / 2 };
    *(gp[i & 1] + i / 2) = lp[(i >> 1) & 1][0] + scratch[get_local_id(0)];
}
