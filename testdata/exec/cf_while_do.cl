// EXEC: kernel=cf_while_do global=64 local=16
// ARG: global u32 64 range(1,1000,126)
// ARG: global u32 128 zero
// while and do-while loops: bounded Collatz steps and a digit sum.
kernel void cf_while_do(global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint n = in[i], steps = 0;
    while (n != 1 && steps < 500) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        ++steps;
    }
    uint m = in[i], digits = 0;
    do {
        digits += m % 10;
        m /= 10;
    } while (m);
    out[2 * i] = steps;
    out[2 * i + 1] = digits;
}
