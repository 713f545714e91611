// CL-STD: CL1.2
// Unions: type punning between float/uint and vector/array members, union inside a struct, union kernel argument.

typedef union {
    float f;
    uint u;
    uchar bytes[4];
} pun_t;

typedef union {
    float4 v;
    float a[4];
} vec_or_array_t;

typedef struct {
    int tag;
    union {
        int i;
        float f;
        short2 s;
    } value;
} tagged_t;

kernel void float_bits(global const float *in, global uint *out_bits, global uchar *out_hi) {
    size_t i = get_global_id(0);
    pun_t p;
    p.f = in[i];
    out_bits[i] = p.u;
    out_hi[i] = p.bytes[3];
}

kernel void lane_sum(global const float4 *in, global float *out) {
    size_t i = get_global_id(0);
    vec_or_array_t t;
    t.v = in[i];
    float s = 0.0f;
    for (int k = 0; k < 4; ++k)
        s += t.a[k];
    out[i] = s;
}

kernel void tagged_values(global const tagged_t *in, global float *out, tagged_t fallback) {
    size_t i = get_global_id(0);
    tagged_t t = in[i].tag < 0 ? fallback : in[i];
    float r;
    switch (t.tag) {
    case 0: r = (float)t.value.i; break;
    case 1: r = t.value.f; break;
    default: r = (float)(t.value.s.x + t.value.s.y); break;
    }
    out[i] = r;
}
