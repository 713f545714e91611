// CL-STD: CL1.2
// Short-circuit && / ||, ternary operator on scalars/vectors/pointers, comma operator, logical not, bool variables, compound assignments.

static bool in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }

kernel void logic(global const int *a, global int *out, global float4 *vf, global int *maybe_null) {
    size_t i = get_global_id(0);
    int x = a[i];
    bool ok = in_range(x, 0, 100) || (x < -1000 && !(x & 1));
    int y = ok ? x * 2 : (x > 0 ? x : -x);
    global int *target = (maybe_null != 0 && y > 5) ? maybe_null : out;
    int z = (y += 3, y *= 2, y - 1);
    z <<= 1; z |= 1; z ^= 0x55; z %= 1000; z >>= 1; z &= ~3;
    target[i] = z;
    float4 v = vf[i];
    vf[i] = (v.x > 0.0f) ? v : -v;
    out[i] += (x && y) + (x || 0) + !x;
}
