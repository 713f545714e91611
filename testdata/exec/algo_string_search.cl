// EXEC: kernel=algo_string_search global=64 local=16
// ARG: global u8 96 range(97,100,210)
// ARG: global u8 4 range(97,100,211)
// ARG: global i32 64 zero
// Each work-item tests whether a 4-byte pattern occurs at its offset; counts byte mismatches.
kernel void algo_string_search(global const uchar *text, global const uchar *pat, global int *out) {
    size_t i = get_global_id(0);
    int mismatches = 0;
    for (int k = 0; k < 4; ++k) mismatches += text[i + k] != pat[k];
    out[i] = mismatches == 0 ? -1 : mismatches;
}
