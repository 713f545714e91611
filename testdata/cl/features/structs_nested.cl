// Structs: nested structs holding arrays, vectors and unions; structs passed and returned by
// value; struct assignment and comparison field by field; designated initializers and
// compound literals; arrays of structs in private, local and constant memory; pointers to
// members; offsetof and sizeof; packed and aligned structs; a struct kernel argument by value.
#define offsetof(T, m) __builtin_offsetof(T, m)

typedef struct { float x, y; } vec2_t;
typedef struct { vec2_t min, max; } box_t;
typedef union { float f; uint u; uchar4 bytes; } word_t;
typedef struct { box_t bounds; int counts[4]; float4 color; word_t tag; char name[6]; } shape_t;
typedef struct __attribute__((packed)) { char c; int i; short s; } packed_t;
typedef struct __attribute__((aligned(32))) { float v; } aligned_t;
typedef struct { int lo, hi; } range_t;

constant shape_t defaults[2] = {
    { .bounds = { { 0.0f, 0.0f }, { 1.0f, 1.0f } }, .counts = { 1, 2, 3, 4 }, .color = (float4)(1.0f), .tag = { .u = 7u }, .name = "unit" },
    { .bounds = { .max = { 2.0f, 3.0f } }, .counts = { [3] = 9 }, .name = { 'b', 'i', 'g' } },
};

box_t grow(box_t b, vec2_t by) {
    b.min.x -= by.x;
    b.min.y -= by.y;
    b.max.x += by.x;
    b.max.y += by.y;
    return b;
}

float area(const box_t *b) {
    return (b->max.x - b->min.x) * (b->max.y - b->min.y);
}

range_t split(int n) {
    return (range_t){ n / 2, n - n / 2 };
}

kernel void shapes(global shape_t *shapes, global float *areas, range_t r, global packed_t *packed,
                   global aligned_t *aligned, global int *info) {
    size_t i = get_global_id(0);
    shape_t s = shapes[i];
    shape_t d = defaults[i & 1];
    s.bounds = grow(s.bounds, (vec2_t){ .x = 0.5f, .y = 0.25f });
    float *field = &s.bounds.max.y;
    *field += 1.0f;
    for (int k = 0; k < 4; ++k)
        s.counts[k] += d.counts[k] + r.lo * k + r.hi;
    s.color = s.color * d.color + (float4)(d.bounds.max.x);
    s.tag.f = area(&s.bounds);
    s.tag.bytes.x ^= 1;
    s.name[0] = d.name[0];
    range_t q = split(s.counts[0]);
    s.counts[3] = q.lo - q.hi;
    shapes[i] = s;
    areas[i] = s.tag.f + (float)s.tag.u;
    packed_t p = packed[i];
    p.i += p.c + p.s;
    packed[i] = p;
    aligned[i].v *= 2.0f;
    if (i == 0) {
        info[0] = sizeof(shape_t);
        info[1] = offsetof(shape_t, color);
        info[2] = sizeof(packed_t);
        info[3] = offsetof(packed_t, s);
        info[4] = sizeof(aligned_t);
        info[5] = __alignof__(shape_t);
    }
}

kernel void local_structs(global box_t *boxes, global float *out) {
    local box_t tile[16];
    box_t priv[2];
    size_t l = get_local_id(0);
    tile[l & 15] = boxes[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    priv[0] = tile[(l + 1) & 15];
    priv[1] = tile[l & 15];
    if (priv[0].max.x < priv[1].max.x) {
        box_t t = priv[0];
        priv[0] = priv[1];
        priv[1] = t;
    }
    out[get_global_id(0)] = area(&priv[0]) - area(&priv[1]);
}
