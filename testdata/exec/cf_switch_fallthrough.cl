// EXEC: kernel=cf_switch_fallthrough global=64 local=16
// ARG: global i32 64 range(-3,12,123)
// ARG: global i32 64 zero
// A switch with fall-through chains, a negative case, a sparse case and a default in the middle.
kernel void cf_switch_fallthrough(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    int v = in[i], r = 1;
    switch (v) {
    case -2:
        r += 100;
    case 0:
        r *= 3;
    case 1:
        r += 7;
        break;
    default:
        r = -v;
    case 4:
        r *= 4;
        break;
    case 9:
    case 10:
        r = 1000;
    case 11:
        r += 11;
    }
    out[i] = r;
}
