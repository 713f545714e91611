// EXEC: kernel=func_recursion_free_helpers global=64 local=16
// ARG: global u32 64 range(1,100000,149)
// ARG: global u32 64 range(1,100000,150)
// ARG: global u32 192 zero
// Integer helpers: gcd by Euclid, integer square root by bisection, a small modular power.
uint gcd(uint a, uint b) {
    while (b) {
        uint t = a % b;
        a = b;
        b = t;
    }
    return a;
}
uint isqrt(uint n) {
    uint lo = 0, hi = 65536;
    while (hi - lo > 1) {
        uint mid = (lo + hi) / 2;
        if ((ulong)mid * mid <= n) lo = mid; else hi = mid;
    }
    return lo;
}
uint powmod(uint b, uint e, uint m) {
    ulong r = 1, x = b % m;
    while (e) {
        if (e & 1) r = r * x % m;
        x = x * x % m;
        e >>= 1;
    }
    return (uint)r;
}
kernel void func_recursion_free_helpers(global const uint *a, global const uint *b, global uint *out) {
    size_t i = get_global_id(0);
    out[3 * i] = gcd(a[i], b[i]);
    out[3 * i + 1] = isqrt(a[i] * 37u);
    out[3 * i + 2] = powmod(a[i], b[i], 1000003u);
}
