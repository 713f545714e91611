// EXEC: kernel=local_bitonic_sort global=64 local=32
// ARG: global i32 64 bits(137)
// ARG: local i32 32
// ARG: global i32 64 zero
// Bitonic sort of each work-group's 32 keys in local memory.
kernel void local_bitonic_sort(global const int *in, local int *k, global int *out) {
    uint l = get_local_id(0);
    k[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint size = 2; size <= 32; size <<= 1) {
        for (uint stride = size / 2; stride > 0; stride >>= 1) {
            uint p = l ^ stride;
            int a = k[l], b = k[p];
            bool up = (l & size) == 0;
            barrier(CLK_LOCAL_MEM_FENCE);
            if (p > l) {
                if ((a > b) == up) { k[l] = b; k[p] = a; }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    out[get_global_id(0)] = k[l];
}
