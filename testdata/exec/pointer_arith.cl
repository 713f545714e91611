// EXEC: kernel=pointer_arith global=32 local=8
// ARG: global i32 128 range(-100,100,245)
// ARG: global i32 96 zero
// Pointer arithmetic: differences, comparisons, pointer-to-pointer and arrays of pointers.
kernel void pointer_arith(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    global const int *base = in + 4 * i;
    global const int *end = base + 4;
    global const int *best = base;
    for (global const int *p = base + 1; p < end; ++p)
        if (*p > *best) best = p;
    int priv[3] = { 1, 2, 3 };
    int *ptrs[3] = { &priv[2], &priv[0], &priv[1] };
    int **pp = &ptrs[i % 3];
    **pp += 10;
    out[3 * i] = (int)(best - base);
    out[3 * i + 1] = *best + (int)(end - best) * 1000;
    out[3 * i + 2] = priv[0] * 100 + priv[1] * 10 + priv[2] + (ptrs[1] < ptrs[0]);
}
