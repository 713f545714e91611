// EXEC: kernel=bool_storage global=64 local=16
// ARG: global i32 64 bits(234)
// ARG: global u8 128 zero
// bool values in private arrays and structs, converted to and from integers.
typedef struct { bool neg; bool odd; uchar n; } flags;
kernel void bool_storage(global const int *in, global uchar *out) {
    size_t i = get_global_id(0);
    bool seen[8];
    for (int k = 0; k < 8; ++k) seen[k] = (in[i] >> (4 * k)) & 1;
    flags f = { in[i] < 0, in[i] & 1, 0 };
    for (int k = 0; k < 8; ++k) f.n += seen[k] && !f.odd;
    out[2 * i] = f.n + (f.neg << 4);
    out[2 * i + 1] = (uchar)(seen[i % 8] ? 200 : 100) + (bool)(in[i] & 0x100);
}
