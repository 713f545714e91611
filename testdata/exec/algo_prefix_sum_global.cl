// EXEC: kernel=algo_prefix_sum_global global=16 local=16
// ARG: global i32 256 range(-20,20,218)
// ARG: global i32 256 zero
// A 256-element inclusive prefix sum by one work-group: per-item serial chunks, a local scan
// of the chunk totals, then a fix-up pass.
kernel void algo_prefix_sum_global(global const int *in, global int *out) {
    local int totals[16];
    size_t l = get_local_id(0);
    int run = 0;
    for (int k = 0; k < 16; ++k) {
        run += in[l * 16 + k];
        out[l * 16 + k] = run;
    }
    totals[l] = run;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    int offset = 0;
    for (size_t k = 0; k < l; ++k) offset += totals[k];
    for (int k = 0; k < 16; ++k) out[l * 16 + k] += offset;
}
