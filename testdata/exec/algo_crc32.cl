// EXEC: kernel=algo_crc32 global=16 local=4
// ARG: global u8 512 bits(201)
// ARG: global u32 16 zero
// Bitwise CRC-32 (reflected, polynomial 0xEDB88320) of 32-byte blocks.
kernel void algo_crc32(global const uchar *data, global uint *crc) {
    size_t i = get_global_id(0);
    uint c = 0xffffffffu;
    for (int k = 0; k < 32; ++k) {
        c ^= data[i * 32 + k];
        for (int b = 0; b < 8; ++b) c = (c >> 1) ^ (0xEDB88320u & -(c & 1u));
    }
    crc[i] = ~c;
}
