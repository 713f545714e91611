// EXEC: kernel=switch_select global=64 local=16
// ARG: global i32 64 iota
// ARG: global i32 64 zero
kernel void switch_select(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    int r;
    switch (in[i] % 7) {
    case 0: r = 10; break;
    case 1: r = in[i] * 3; break;
    case 2:
    case 3: r = -in[i]; break;
    case 5: r = in[i] << 4; break;
    default: r = 99;
    }
    out[i] = r;
}
