// EXEC: kernel=cf_countdown_unsigned global=32 local=8
// ARG: global u32 32 range(0,20,254)
// ARG: global u32 64 zero
// Count-down loops on unsigned and size_t indices (stopping before wrapping below zero).
kernel void cf_countdown_unsigned(global const uint *n, global uint *out) {
    size_t i = get_global_id(0);
    uint acc = 0;
    for (uint k = n[i]; k-- > 0;) acc = acc * 3 + k;
    size_t steps = 0;
    for (size_t k = n[i]; k != 0; k /= 2) ++steps;
    out[2 * i] = acc;
    out[2 * i + 1] = (uint)steps;
}
