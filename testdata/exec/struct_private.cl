// EXEC: kernel=struct_private global=32 local=8
// ARG: global f32 64 rand(143)
// ARG: global f32 96 zero
// Structs in private memory: initialisation, member updates, passing by value and by pointer.
typedef struct {
    float2 pos;
    float mass;
    int id;
} particle;
particle step(particle p, float dt) {
    p.pos += (float2)(p.mass, -p.mass) * dt;
    p.id += 1;
    return p;
}
void damp(particle *p) {
    p->mass *= 0.5f;
}
kernel void struct_private(global const float *in, global float *out) {
    size_t i = get_global_id(0);
    particle p = { (float2)(in[2 * i], in[2 * i + 1]), 2.0f, (int)i };
    for (int k = 0; k < 3; ++k) {
        p = step(p, 0.25f);
        damp(&p);
    }
    out[3 * i] = p.pos.x;
    out[3 * i + 1] = p.pos.y;
    out[3 * i + 2] = p.mass + (float)p.id;
}
