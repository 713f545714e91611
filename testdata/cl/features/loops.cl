// CL-STD: CL2.0
// Loops: for/while/do-while, nested loops, break/continue, loop-carried values, early exit, unroll pragmas.

kernel void collatz(global const uint *start, global uint *steps) {
    size_t i = get_global_id(0);
    uint n = start[i];
    uint count = 0;
    while (n != 1 && count < 1000) {
        n = (n & 1) ? 3 * n + 1 : n >> 1;
        ++count;
    }
    steps[i] = count;
}

kernel void prefix_rows(global float *m, int cols) {
    size_t row = get_global_id(0);
    global float *r = m + row * cols;
    float acc = 0.0f;
    for (int c = 0; c < cols; ++c) {
        if (r[c] < 0.0f)
            continue;
        acc += r[c];
        r[c] = acc;
        if (acc > 1.0e6f)
            break;
    }
}

kernel void digits(global const uint *in, global int *out) {
    size_t i = get_global_id(0);
    uint v = in[i];
    int d = 0;
    do {
        v /= 10;
        ++d;
    } while (v);
    out[i] = d;
}

kernel void unrolled(global float *a) {
    float s = 0.0f;
    __attribute__((opencl_unroll_hint(4)))
    for (int k = 0; k < 16; ++k)
        s += a[k] * a[k];
#pragma unroll
    for (int k = 0; k < 4; ++k)
        a[k] = s;
#pragma nounroll
    for (int k = 4; k < 8; ++k)
        a[k] = s * k;
}

kernel void nested(global int *out, int n, int m) {
    int acc = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            if ((i ^ j) & 1)
                continue;
            acc += i * j;
        }
    out[get_global_id(0)] = acc;
}
