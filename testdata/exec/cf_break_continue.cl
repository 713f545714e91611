// EXEC: kernel=cf_break_continue global=64 local=16
// ARG: global i32 64 bits(122)
// ARG: global i32 128 zero
// break and continue at two loop depths; a labelled-loop style early exit through a flag.
kernel void cf_break_continue(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    uint x = (uint)in[i];
    int found = -1, steps = 0;
    for (int r = 0; r < 8 && found < 0; ++r) {
        for (int c = 0; c < 8; ++c) {
            ++steps;
            uint bit = (x >> (r * 4 + c % 4)) & 1u;
            if (c == 5) continue;
            if (bit && c > r) {
                found = r * 8 + c;
                break;
            }
            if (steps > 40) break;
        }
    }
    out[2 * i] = found;
    out[2 * i + 1] = steps;
}
