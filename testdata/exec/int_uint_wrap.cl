// EXEC: kernel=int_uint_wrap global=128 local=32
// ARG: global u32 128 bits(53)
// ARG: global u32 128 bits(54)
// ARG: global u32 768 zero
// uint arithmetic wraps modulo 2^32 (a multiplicative hash, a linear congruential step).
kernel void int_uint_wrap(global const uint *a, global const uint *b, global uint *out) {
    size_t i = get_global_id(0);
    uint x = a[i], y = b[i];
    global uint *o = out + 6 * i;
    o[0] = x * 2654435761u;
    o[1] = x * 1664525u + 1013904223u;
    o[2] = x - y;
    o[3] = x / (y | 1);
    o[4] = x % (y >> 16 | 1);
    o[5] = (x + y < x) + ((x ^ y) > (x & y)) * 2;
}
