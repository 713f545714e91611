// CL-STD: CL1.2
// typedefs and enums: enum constants as array sizes/cases, typedef'd vector and pointer types, anonymous enums, sizeof/_Alignof/alignment attributes.

typedef float4 color_t;
typedef global color_t *color_ptr;
typedef enum { RED = 1, GREEN = 2, BLUE = 4, ALL = RED | GREEN | BLUE } channel_t;
enum { LUT_SIZE = 5 };

typedef struct __attribute__((aligned(32))) {
    color_t c;
    channel_t mask;
} tagged_color_t;

typedef struct __attribute__((packed)) {
    char tag;
    int value;
    short extra;
} packed_t;

kernel void paint(color_ptr out, global const tagged_color_t *in, global packed_t *pk, global int *sizes) {
    size_t i = get_global_id(0);
    const float lut[LUT_SIZE] = { 0.0f, 0.25f, 0.5f, 0.75f, 1.0f };
    tagged_color_t t = in[i];
    color_t c = t.c;
    if (!(t.mask & RED)) c.x = 0.0f;
    if (!(t.mask & GREEN)) c.y = 0.0f;
    if (!(t.mask & BLUE)) c.z = 0.0f;
    out[i] = c * lut[i % LUT_SIZE];
    pk[i].value += pk[i].tag + pk[i].extra;
    sizes[0] = sizeof(tagged_color_t);
    sizes[1] = sizeof(packed_t);
    sizes[2] = __alignof__(tagged_color_t);
    sizes[3] = ALL;
}
