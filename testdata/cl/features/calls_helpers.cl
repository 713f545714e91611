// Function calls: helpers with many scalar, vector and struct arguments, out-parameters in
// private, local and global memory, helpers returning vectors and structs, static and inline
// helpers, call chains, a kernel calling another kernel as a function, and helpers with
// loops and early returns called in loops.
typedef struct { float4 sum; int count; } stats_t;

static inline int sq(int x) { return x * x; }

float8 spread(float a, float b, float4 c, int2 d, uchar e, short f, long g, double h_unused) {
    return (float8)(a, b, c.x, c.y + c.z, (float)d.x, (float)d.y, (float)e + (float)f, (float)g);
}

void divmod(int a, int b, int *q, int *r) {
    *q = a / b;
    *r = a % b;
}

void store_local(local int *dst, int v) {
    dst[get_local_id(0)] = v;
}

void store_global(global float *dst, size_t i, float v) {
    dst[i] = v;
}

stats_t accumulate(stats_t s, float4 v) {
    s.sum += v;
    s.count++;
    return s;
}

int first_negative(global const int *v, int n) {
    for (int k = 0; k < n; ++k)
        if (v[k] < 0)
            return k;
    return n;
}

int depth3(int x);
int depth1(int x) { return x > 100 ? x : depth3(x * 2 + 1); }
int depth2(int x) { return sq(x & 7) + 1; }
int depth3(int x) { return depth2(x) + x; }

kernel void leaf(global float *out, float v) {
    out[get_global_id(0)] = v * 2.0f;
}

kernel void caller(global const int *in, global float *out, local int *scratch, global stats_t *stats, int n) {
    size_t i = get_global_id(0);
    int q, r;
    divmod(in[i], 7, &q, &r);
    store_local(scratch, q + r);
    barrier(CLK_LOCAL_MEM_FENCE);
    float8 s = spread(1.0f, 2.0f, (float4)(3.0f), (int2)(q, r), (uchar)i, (short)-q, (long)n << 20, 0.0);
    stats_t st = { (float4)(0.0f), 0 };
    for (int k = 0; k < 4; ++k)
        st = accumulate(st, s.lo * (float)k + s.hi);
    stats[i] = st;
    store_global(out, i, st.sum.x + (float)first_negative(in, n) + (float)depth1(q));
    leaf(out + get_global_size(0), (float)scratch[(get_local_id(0) + 1) % get_local_size(0)]);
}
