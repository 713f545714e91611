// EXEC: kernel=cf_nested_loops global=32 local=8
// ARG: global i32 32 range(0,12,121)
// ARG: global i32 32 zero
// Triangular nested loops whose trip counts depend on the input.
kernel void cf_nested_loops(global const int *n, global int *out) {
    size_t i = get_global_id(0);
    int m = n[i], acc = 0;
    for (int a = 0; a < m; ++a)
        for (int b = a; b < m; ++b)
            for (int c = 0; c <= b - a; c += 2)
                acc += (a + 1) * (b - c) ^ c;
    out[i] = acc;
}
