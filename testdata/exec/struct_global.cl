// EXEC: kernel=struct_global global=32 local=8
// ARG: global i32 128 bits(144)
// ARG: global i32 128 zero
// A global int buffer viewed as an array of 16-byte structs of mixed member types.
typedef struct {
    int a;
    float b;
    short c;
    char d;
    uchar e;
    uint f;
} rec;
kernel void struct_global(global const int *raw, global int *out) {
    size_t i = get_global_id(0);
    global const rec *in = (global const rec *)raw;
    global rec *o = (global rec *)out;
    rec r = in[i];
    r.a = r.a ^ (int)r.f;
    r.b = isnan(r.b) ? 1.0f : r.b * 0.5f;
    r.c = (short)(r.c + r.d);
    r.d = (char)r.e;
    r.e = (uchar)sizeof(rec);
    r.f = (uint)i;
    o[(i + 5) % 32] = r;
}
