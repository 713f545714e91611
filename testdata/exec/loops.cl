// EXEC: kernel=loops global=32 local=8
// ARG: global i32 32 iota
// ARG: global i32 32 zero
kernel void loops(global const int *n, global int *out) {
    size_t i = get_global_id(0);
    int acc = 0;
    for (int k = 0; k < n[i]; ++k) {
        if (k % 3 == 0) continue;
        acc += k * k;
        if (acc > 1000) break;
    }
    out[i] = acc;
}
