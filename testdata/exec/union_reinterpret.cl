// EXEC: kernel=union_reinterpret global=32 local=8
// ARG: global f32 32 special
// ARG: global u32 64 zero
// A union reinterprets float bits; as_uint/as_uchar4 do the same without memory.
typedef union {
    float f;
    uint u;
    uchar b[4];
} word;
kernel void union_reinterpret(global const float *in, global uint *out) {
    size_t i = get_global_id(0);
    word w;
    w.f = in[i];
    w.b[0] ^= 0x5a;
    uchar4 c = as_uchar4(in[i]);
    out[2 * i] = w.u;
    out[2 * i + 1] = (uint)c.w << 24 | (uint)c.z << 16 | (uint)(c.y + c.x);
}
