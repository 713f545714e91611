// EXEC: kernel=algo_morton_gray global=64 local=16
// ARG: global u32 64 bits(207)
// ARG: global u32 192 zero
// Bit manipulation: Morton interleaving of two 16-bit coordinates, Gray code and its inverse.
uint part1by1(uint x) {
    x &= 0xffff;
    x = (x | (x << 8)) & 0x00ff00ff;
    x = (x | (x << 4)) & 0x0f0f0f0f;
    x = (x | (x << 2)) & 0x33333333;
    x = (x | (x << 1)) & 0x55555555;
    return x;
}
kernel void algo_morton_gray(global const uint *in, global uint *out) {
    size_t i = get_global_id(0);
    uint v = in[i];
    out[3 * i] = part1by1(v) | part1by1(v >> 16) << 1;
    out[3 * i + 1] = v ^ (v >> 1);
    uint g = v ^ (v >> 1), b = g;
    for (uint s = 1; s < 32; s <<= 1) b ^= b >> s;
    out[3 * i + 2] = b ^ v;
}
