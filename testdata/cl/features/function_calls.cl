// CL-STD: CL1.2
// Function calls: static helpers, inline/noinline attributes, pointer out-params, calls across address spaces, a kernel calling another kernel.

static inline float sq(float x) { return x * x; }

__attribute__((noinline)) static float poly(float x, const float *coef, int n) {
    float r = 0.0f;
    for (int i = n - 1; i >= 0; --i)
        r = r * x + coef[i];
    return r;
}

static void minmax(global const float *v, int n, float *mn, float *mx) {
    float a = v[0], b = v[0];
    for (int i = 1; i < n; ++i) {
        a = fmin(a, v[i]);
        b = fmax(b, v[i]);
    }
    *mn = a;
    *mx = b;
}

static int gcd(int a, int b) {
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

kernel void helper_kernel(global float *out, float v) {
    out[get_global_id(0)] = sq(v);
}

kernel void caller(global float *out, global const float *data, int n, global int *g) {
    float coef[3] = { 1.0f, -2.0f, 0.5f };
    float lo, hi;
    minmax(data, n, &lo, &hi);
    size_t i = get_global_id(0);
    out[i] = poly(data[i], coef, 3) + sq(hi - lo);
    g[i] = gcd(g[i], n);
    helper_kernel(out + n, lo);
}
