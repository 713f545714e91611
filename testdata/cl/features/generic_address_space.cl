// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (generic address space, to_global/to_local/to_private are CL2.0)
// Generic address space: unqualified pointers to global/local/private objects, to_global/to_local/to_private, get_fence, address-space casts.

static int sum3(const int *p) {
    return p[0] + p[1] + p[2];
}

static void bump(int *p) {
    *p += 1;
}

kernel void generic_ptrs(global int *g, local int *l, global int *out) {
    int priv[3] = { 1, 2, 3 };
    size_t i = get_global_id(0);
    l[get_local_id(0)] = (int)i;
    work_group_barrier(CLK_LOCAL_MEM_FENCE);

    int *p = (i & 1) ? g : (int *)l;
    int r = sum3(p) + sum3(priv) + sum3(g + i);
    bump(priv);
    bump(&g[i]);

    global int *gp = to_global(p);
    local int *lp = to_local(p);
    private int *pp = to_private(p);
    if (gp)
        r += 10;
    if (lp)
        r += 100;
    if (pp)
        r += 1000;
    cl_mem_fence_flags f = get_fence(p);
    out[i] = r + priv[0] + (int)f;
}
