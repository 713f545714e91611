// EXEC: kernel=algo_hash_mix global=64 local=16
// ARG: global u32 256 bits(217)
// ARG: global u32 64 zero
// MurmurHash3 (x86, 32-bit) of 16-byte keys.
kernel void algo_hash_mix(global const uint *key, global uint *out) {
    size_t i = get_global_id(0);
    uint h = 0x9747b28cu;
    for (int k = 0; k < 4; ++k) {
        uint b = key[4 * i + k] * 0xcc9e2d51u;
        b = rotate(b, 15u) * 0x1b873593u;
        h = rotate(h ^ b, 13u) * 5u + 0xe6546b64u;
    }
    h ^= 16u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    out[i] = h ^ (h >> 16);
}
