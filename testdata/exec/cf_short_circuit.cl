// EXEC: kernel=cf_short_circuit global=64 local=16
// ARG: global i32 64 range(-5,5,129)
// ARG: global i32 128 zero
// && and || evaluate their right operand only when needed (side effects on a counter).
int bump(int *c, int v) {
    ++*c;
    return v;
}
kernel void cf_short_circuit(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    int x = in[i], calls = 0, r = 0;
    if (x > 0 && bump(&calls, x) > 2) r |= 1;
    if (x < 0 || bump(&calls, -x) == 0) r |= 2;
    r |= (bump(&calls, x) && x != 3) << 2;
    out[2 * i] = r;
    out[2 * i + 1] = calls;
}
