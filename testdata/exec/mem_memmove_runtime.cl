// EXEC: kernel=mem_memmove_runtime global=4 local=1
// ARG: global u8 256 iota
// ARG: scalar i32 7
// memmove of a size known only at run time, over overlapping bytes, in both directions
// (the destination below the source, then above it).
kernel void mem_memmove_runtime(global uchar *buf, int shift) {
    int g = get_global_id(0);
    global uchar *base = buf + g * 64;
    int n = 40 + g;
    if (g & 1)
        __builtin_memmove(base + shift, base, n);
    else
        __builtin_memmove(base, base + shift, n);
}
