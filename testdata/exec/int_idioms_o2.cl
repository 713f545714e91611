// EXEC: kernel=int_idioms_o2 global=64 local=16
// ARG: global u32 64 bits(241)
// ARG: global i32 64 bits(242)
// ARG: global u32 384 zero
// Source idioms that the optimiser turns into funnel shifts, min/max, abs and byte swaps.
kernel void int_idioms_o2(global const uint *a, global const int *b, global uint *out) {
    size_t i = get_global_id(0);
    uint x = a[i];
    int y = b[i];
    uint n = (uint)i % 31 + 1;
    global uint *o = out + 6 * i;
    o[0] = (x << n) | (x >> (32 - n));
    o[1] = (x >> 7) | (x << 25);
    o[2] = (uint)(y < 0 ? -(long)y : (long)y);
    o[3] = (x < (uint)y ? x : (uint)y) ^ (uint)(y > 1000 ? y : 1000);
    o[4] = (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
    o[5] = (uint)((ulong)x * (ulong)(uint)y >> 32);
}
