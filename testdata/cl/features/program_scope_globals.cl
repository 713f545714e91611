// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (program-scope global variables, static locals are CL2.0)
// Program-scope variables (OpenCL 2.0): global variables with/without initializers, global pointers, static globals, function-scope static, constant tables.

global int counter = 0;
global float weights[4] = { 0.1f, 0.2f, 0.3f, 0.4f };
global int *global_ptr = &counter;
static global uint seed = 12345u;
constant int primes[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };

typedef struct { int a; float b[2]; } cfg_t;
global cfg_t config = { 7, { 1.5f, -2.5f } };

static uint next_random(void) {
    seed = seed * 1103515245u + 12345u;
    return seed;
}

kernel void use_globals(global float *out) {
    static global int calls;
    size_t i = get_global_id(0);
    calls++;
    *global_ptr += 1;
    out[i] = weights[i & 3] * primes[i & 7] + config.b[i & 1] + (float)(next_random() & 0xff) + (float)calls;
    config.a = counter;
}
