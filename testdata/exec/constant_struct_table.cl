// EXEC: kernel=constant_struct_table global=32 local=8
// ARG: global f32 32 range(0,4,248)
// ARG: global f32 32 zero
// A piecewise-linear function from a constant table of structs.
typedef struct { float x0, slope, offset; int next; } segment;
constant segment table[4] = {
    { 0.0f, 1.0f, 0.0f, 1 },
    { 1.0f, -0.5f, 1.0f, 2 },
    { 2.0f, 2.0f, 0.5f, 3 },
    { 3.0f, 0.0f, 2.5f, -1 },
};
kernel void constant_struct_table(global const float *in, global float *out) {
    size_t i = get_global_id(0);
    float x = in[i];
    int s = 0;
    while (table[s].next >= 0 && x >= table[table[s].next].x0) s = table[s].next;
    out[i] = table[s].offset + table[s].slope * (x - table[s].x0);
}
