// EXEC: kernel=struct_nested global=16 local=4
// ARG: global i32 64 range(-100,100,145)
// ARG: global i32 64 zero
// Nested structs with array members, copied whole and indexed dynamically.
typedef struct { int v[3]; } vec3i;
typedef struct { vec3i p, q; int tag; } pair;
kernel void struct_nested(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    pair s;
    for (int k = 0; k < 3; ++k) {
        s.p.v[k] = in[4 * i + k];
        s.q.v[k] = in[4 * i + 3 - k];
    }
    s.tag = in[4 * i + 3];
    pair t = s;
    t.p = s.q;
    t.q.v[s.tag & 1] += 1000;
    int d = 0;
    for (int k = 0; k < 3; ++k) d += t.p.v[k] * t.q.v[(k + 1) % 3];
    out[4 * i] = d;
    out[4 * i + 1] = t.q.v[0];
    out[4 * i + 2] = t.q.v[1];
    out[4 * i + 3] = t.tag + s.p.v[2];
}
