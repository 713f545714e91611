// EXEC: kernel=local_scan_blelloch global=64 local=16
// ARG: global u32 64 range(0,1000,133)
// ARG: global u32 64 zero
// ARG: global u32 4 zero
// Work-efficient exclusive scan (up-sweep, down-sweep) on a static local array of 2n elements.
kernel void local_scan_blelloch(global const uint *in, global uint *out, global uint *totals) {
    local uint t[32];
    size_t l = get_local_id(0), g = get_group_id(0);
    const uint n = 32;
    t[2 * l] = in[g * 16 + (2 * l) % 16] + (uint)l;
    t[2 * l + 1] = in[g * 16 + (2 * l + 1) % 16];
    uint off = 1;
    for (uint d = n >> 1; d > 0; d >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (l < d) {
            uint ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
            t[bi] += t[ai];
        }
        off <<= 1;
    }
    if (l == 0) {
        totals[g] = t[n - 1];
        t[n - 1] = 0;
    }
    for (uint d = 1; d < n; d <<= 1) {
        off >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (l < d) {
            uint ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
            uint v = t[ai];
            t[ai] = t[bi];
            t[bi] += v;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = t[2 * l] ^ t[2 * l + 1];
}
