// CL-STD: CL1.2
// Aggregate copies that lower to memcpy/memset: large struct assignment between address spaces, zero-initialised private arrays, struct arrays in local memory, struct return by value (sret).

typedef struct {
    float m[4][4];
    int flags;
    char name[12];
} big_t;

static big_t make_identity(int flags) {
    big_t b = { { { 0 } } };
    for (int i = 0; i < 4; ++i)
        b.m[i][i] = 1.0f;
    b.flags = flags;
    return b;
}

kernel void copies(global big_t *dst, global const big_t *src, local big_t *tmp) {
    size_t i = get_global_id(0);
    size_t l = get_local_id(0);
    tmp[l] = src[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    big_t p = tmp[(l + 1) % get_local_size(0)];
    int zeros[32] = { 0 };
    zeros[i & 31] = p.flags;
    p.flags += zeros[(i + 1) & 31];
    dst[i] = p;
    if (i == 0)
        dst[get_global_size(0)] = make_identity(7);
}
