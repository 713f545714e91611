// SKIP-CL-STD: CL1.2 (the generic address space and to_global/to_local/to_private are CL2.0)
// The generic address space: unqualified pointers to global, local and private objects,
// helpers taking generic pointers called with each, to_global/to_local/to_private with null
// checks, generic pointers to structs and vectors, generic pointer arithmetic and
// comparisons, casts back to named address spaces, and builtins with generic pointer
// arguments (fract, vload/vstore).
typedef struct { int a; float4 b; } pair_t;

float sum4(const float *p) {
    return p[0] + p[1] + p[2] + p[3];
}

void scale_pair(pair_t *p, float s) {
    p->a *= 2;
    p->b *= s;
}

int where(int *p) {
    return (to_global(p) != NULL) * 1 + (to_local(p) != NULL) * 2 + (to_private(p) != NULL) * 4;
}

kernel void generic_uses(global float *g, local float *l, global pair_t *pairs, global int *out) {
    size_t i = get_global_id(0);
    float priv[4] = { 1.0f, 2.0f, 3.0f, 4.0f };
    l[get_local_id(0)] = g[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = sum4(g + (i & ~3)) + sum4(l) + sum4(priv);
    pair_t local_pair = pairs[i];
    scale_pair(&local_pair, s);
    scale_pair(&pairs[i], 0.5f);
    float *p = (i & 1) ? (float *)g : (float *)priv;
    float *q = p + 2;
    int dist = (int)(q - p) + (q > p);
    global float *back = to_global(p);
    private float *pb = to_private(p);
    float ip;
    float fr = fract(s, &ip);
    float4 v = vload4(0, p);
    vstore4(v * 2.0f, 0, (float *)priv);
    int marks[3];
    out[i] = where(marks) + where((int *)out) + dist + (back != NULL) + (pb != NULL) + (int)(fr + ip + priv[0]) +
             local_pair.a;
}
