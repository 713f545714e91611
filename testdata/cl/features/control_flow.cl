// Control flow: switch on char, short, long and enum values with dense, sparse and negative
// cases, fallthrough, default in the middle, nested switches in loops with break and
// continue; do-while, goto loops and forward gotos; loops with several induction variables;
// loop pragmas (unroll, unroll(4), nounroll); early returns from nested loops; ternary
// chains and short-circuit evaluation with side effects.
typedef enum { RED = -2, GREEN = 5, BLUE = 1000 } color_t;

int classify(long v) {
    switch (v) {
    case -1000000000000L: return 1;
    case -1: return 2;
    case 0:
    case 1: return 3;
    case 1L << 40: return 4;
    default: return 0;
    }
}

int find(global const int *v, int n, int key) {
    for (int a = 0; a < n; ++a)
        for (int b = a; b < n; ++b)
            if (v[a] + v[b] == key)
                return a * n + b;
    return -1;
}

int bump(int *counter, int r) {
    ++*counter;
    return r;
}

kernel void switches(global const char *c, global const short *s, global const long *l, global int *out, color_t col) {
    size_t i = get_global_id(0);
    int r = 0;
    switch (c[i]) {
    case 'a': r += 1;
    case 'b': r += 2; break;
    default: r += 100;
    case 'z': r += 26; break;
    case -5: r -= 5; break;
    }
    switch (s[i] & 7) {
    case 0: case 1: case 2: case 3: r *= 2; break;
    case 4: r <<= 1;
    case 5: r ^= 0x55; break;
    case 6: case 7: r = -r; break;
    }
    switch (col) {
    case RED: r += 3; break;
    case GREEN: r += 5; break;
    case BLUE: r += 7; break;
    }
    r += classify(l[i]);
    for (int k = 0; k < 8; ++k) {
        switch (k & 3) {
        case 0: continue;
        case 1: r += k; break;
        case 2:
            if (r > 1000)
                goto done;
            break;
        default:
            switch (r & 1) {
            case 0: r += 1; break;
            default: r -= 1;
            }
        }
        if (r < -1000)
            break;
    }
done:
    out[i] = r;
}

kernel void loops(global int *data, global int *out, int n, int key) {
    size_t i = get_global_id(0);
    int acc = 0, k = 0;
    do {
        acc += data[k];
        k += 2;
    } while (k < n);
    int j = n;
again:
    if (j > 0) {
        acc ^= data[--j];
        goto again;
    }
    for (int a = 0, b = n - 1; a < b; ++a, --b)
        acc += data[a] * data[b];
    #pragma unroll
    for (int u = 0; u < 4; ++u)
        acc += u * (int)i;
    #pragma unroll 4
    for (int u = 0; u < n; ++u)
        acc -= data[u] & 1;
    #pragma nounroll
    for (int u = 0; u < 16; ++u)
        acc += (acc >> u) & 1;
    int calls = 0;
    int t = (acc > 0 && bump(&calls, acc & 1)) || bump(&calls, 0) ? 1 : (acc < -5 ? 2 : (acc == 0 ? 3 : 4));
    out[i] = acc + t * 10 + calls * 100 + find(data, n, key);
}
