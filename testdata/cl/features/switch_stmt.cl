// CL-STD: CL1.2
// switch statements: dense and sparse cases, fallthrough, default in the middle, nested switch, switch on char/long/enum.

enum op { OP_ADD, OP_SUB, OP_MUL, OP_DIV = 10, OP_NEG = -1 };

static float apply(enum op o, float a, float b) {
    switch (o) {
    case OP_ADD: return a + b;
    case OP_SUB: return a - b;
    case OP_MUL: return a * b;
    case OP_DIV: return b != 0.0f ? a / b : 0.0f;
    case OP_NEG: return -a;
    }
    return a;
}

kernel void eval(global const int *ops, global const float *a, global const float *b, global float *out) {
    size_t i = get_global_id(0);
    out[i] = apply((enum op)ops[i], a[i], b[i]);
}

kernel void classify(global const char *c, global int *cls, global const long *big, global int *bucket) {
    size_t i = get_global_id(0);
    int r = 0;
    switch (c[i]) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
        r = 1;
        break;
    case ' ':
        r = 2;
        /* fallthrough */
    case '\t':
        r += 3;
        break;
    default:
        r = -1;
        break;
    case '0':
        switch (c[i + 1]) {
        case 'x': r = 16; break;
        case 'b': r = 2; break;
        default: r = 8;
        }
        break;
    }
    cls[i] = r;
    switch (big[i]) {
    case -4294967296L: bucket[i] = 0; break;
    case 0: bucket[i] = 1; break;
    case 0x7fffffffffffffffL: bucket[i] = 2; break;
    default: bucket[i] = 3;
    }
}
