// CL-STD: CL1.2
// Structs: nested structs, arrays of structs, struct kernel args by pointer and by value, struct return values.

typedef struct {
    float x, y;
} vec2_t;

typedef struct {
    vec2_t pos;
    vec2_t vel;
    float mass;
    int id;
} particle_t;

typedef struct {
    int count;
    float scale;
} params_t;

static vec2_t vec2_add(vec2_t a, vec2_t b) {
    vec2_t r = { a.x + b.x, a.y + b.y };
    return r;
}

static vec2_t vec2_scale(vec2_t a, float s) {
    vec2_t r;
    r.x = a.x * s;
    r.y = a.y * s;
    return r;
}

kernel void integrate(global particle_t *ps, params_t params, float dt) {
    size_t i = get_global_id(0);
    if (i >= (size_t)params.count)
        return;
    particle_t p = ps[i];
    p.pos = vec2_add(p.pos, vec2_scale(p.vel, dt * params.scale));
    p.vel.y -= 9.81f * dt / p.mass;
    ps[i] = p;
}

kernel void gather_ids(global const particle_t *ps, global int *ids, int n) {
    particle_t local_copy[4];
    for (int k = 0; k < 4; ++k)
        local_copy[k] = ps[(k * 7) % n];
    int acc = 0;
    for (int k = 0; k < 4; ++k)
        acc += local_copy[k].id;
    ids[get_global_id(0)] = acc;
}
