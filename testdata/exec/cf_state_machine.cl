// EXEC: kernel=cf_state_machine global=32 local=8
// ARG: global u8 512 range(0,3,127)
// ARG: global i32 64 zero
// A switch inside a loop: a small state machine over 16 input symbols.
kernel void cf_state_machine(global const uchar *sym, global int *out) {
    size_t i = get_global_id(0);
    int state = 0, accepted = 0;
    for (int k = 0; k < 16; ++k) {
        uchar s = sym[i * 16 + k];
        switch (state) {
        case 0: state = s == 1 ? 1 : 0; break;
        case 1: state = s == 2 ? 2 : s == 1 ? 1 : 0; break;
        case 2:
            if (s == 3) { ++accepted; state = 0; }
            else state = s == 1 ? 1 : 0;
            break;
        }
    }
    out[2 * i] = state;
    out[2 * i + 1] = accepted;
}
