// EXEC: kernel=algo_fixed_point global=64 local=16
// ARG: global i32 64 range(-1000000,1000000,208)
// ARG: global i32 64 range(-1000000,1000000,209)
// ARG: global i32 192 zero
// Q16.16 fixed-point multiply, divide and a Newton square root with long intermediates.
int qmul(int a, int b) { return (int)(((long)a * b) >> 16); }
int qdiv(int a, int b) { return (int)(((long)a * 65536) / b); }
kernel void algo_fixed_point(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i] | 1;
    out[3 * i] = qmul(x, y);
    out[3 * i + 1] = qdiv(x, y);
    int v = abs(x) + 65536, r = v;
    for (int k = 0; k < 12; ++k) r = (r + qdiv(v, r)) / 2;
    out[3 * i + 2] = r;
}
