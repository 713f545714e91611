// EXEC: kernel=memcpy_structs global=16 local=4
// ARG: global i32 256 range(-1000,1000,233)
// ARG: global i32 256 zero
// Whole-struct copies (memcpy after lowering), an initialised private array (copied from a
// constant) and a struct with vector members.
typedef struct { float4 v; int k[4]; short s[8]; } blob;
kernel void memcpy_structs(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    const int init[12] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8 };
    global const blob *src = (global const blob *)in;
    global blob *dst = (global blob *)out;
    blob b = src[i];
    int local_copy[12];
    for (int k = 0; k < 12; ++k) local_copy[k] = init[k] * (int)i;
    b.k[i % 4] += local_copy[i % 12];
    b.s[i % 8] = (short)(b.s[7 - i % 8] + 1);
    b.v = b.v.wzyx;
    dst[(i + 3) % 16] = b;
}
