// EXEC: kernel=local_scan_hillis global=64 local=32
// ARG: global i32 64 range(-50,50,132)
// ARG: local i32 64
// ARG: global i32 64 zero
// Hillis-Steele inclusive scan with double buffering in local memory.
kernel void local_scan_hillis(global const int *in, local int *buf, global int *out) {
    size_t l = get_local_id(0), n = get_local_size(0);
    int pout = 0, pin = 1;
    buf[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t off = 1; off < n; off <<= 1) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (l >= off) buf[pout * n + l] = buf[pin * n + l] + buf[pin * n + l - off];
        else buf[pout * n + l] = buf[pin * n + l];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = buf[pout * n + l];
}
