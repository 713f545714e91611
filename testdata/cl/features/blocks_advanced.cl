// SKIP-CL-STD: CL1.2 (blocks are CL2.0)
// Blocks: literals capturing scalars, vectors, structs and pointers, blocks called on each
// side of a branch, nested calls of blocks, blocks with several parameters and struct
// results, blocks with no result writing through a captured pointer, blocks used inside
// loops. (OpenCL C forbids block parameters, blocks in ternary expressions and blocks
// referring to blocks.)
typedef struct { float2 p; int n; } state_t;

kernel void blocks(global int *out, global const float *v, global float *fout, global state_t *st, int bias) {
    size_t i = get_global_id(0);
    int4 vec = (int4)(1, 2, 3, 4) * bias;
    state_t s = st[i];
    global int *target = out + i;
    int (^add_vec)(int) = ^(int x) { return x + vec.x + vec.w; };
    int (^scale)(int) = ^(int x) { return x * s.n; };
    float (^sum)(float, float) = ^(float a, float b) { return a + b; };
    float (^hyp)(float, float) = ^(float a, float b) { return sqrt(a * a + b * b) + s.p.x; };
    state_t (^step)(state_t) = ^(state_t t) {
        t.p = t.p * 0.5f + (float2)(bias);
        t.n += 1;
        return t;
    };
    void (^store)(int) = ^(int x) { *target = x; };
    int r;
    if (i & 1)
        r = add_vec(add_vec((int)i));
    else
        r = scale(scale((int)i));
    r += add_vec(scale(1));
    for (int k = 0; k < 3; ++k)
        s = step(s);
    store(r + s.n);
    float a = v[0], b = v[0];
    for (int k = 1; k < 4; ++k) {
        a = sum(a, v[k]);
        b = hyp(b, v[k]);
    }
    fout[i] = a + b;
    st[i] = s;
}
