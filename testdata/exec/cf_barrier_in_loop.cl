// EXEC: kernel=cf_barrier_in_loop global=32 local=16
// ARG: global i32 32 range(0,9,239)
// ARG: global i32 32 zero
// Barriers inside a uniform loop, with divergent work (data-dependent inner loops) between them.
kernel void cf_barrier_in_loop(global const int *in, global int *out) {
    local int buf[16];
    size_t l = get_local_id(0);
    int v = in[get_global_id(0)];
    buf[l] = v;
    for (int round = 0; round < 4; ++round) {
        barrier(CLK_LOCAL_MEM_FENCE);
        int left = buf[(l + 15) % 16], right = buf[(l + 1) % 16];
        int acc = 0;
        for (int k = 0; k < left; ++k) acc += k ^ right;
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[l] = (acc + v) % 10;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = buf[l];
}
