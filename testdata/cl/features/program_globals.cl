// SKIP-CL-STD: CL1.2 (program-scope variables outside __constant are CL2.0)
// Program-scope variables: global variables of scalar, vector, array and struct types with
// and without initializers, a global pointer initialized to another global's address,
// static variables inside functions, constant tables read through pointers, and globals
// updated across kernels.
typedef struct { int hits; float4 acc; } counter_t;

global int total = 0;
global float4 bias = (float4)(0.5f, 1.0f, 1.5f, 2.0f);
global uint table[8] = { 1, 1, 2, 3, 5, 8, 13, 21 };
global counter_t counter = { 0, (float4)(0.0f) };
global counter_t many[4];
global int *global_ptr = &total;
global uint *table_ptr = &table[3];
constant float coeffs[4] = { 0.1f, 0.2f, 0.3f, 0.4f };
constant float *coeff_ptr = coeffs;

int next_ticket(void) {
    static global int ticket = 100;
    return ticket++;
}

kernel void update(global float4 *data, global int *out) {
    size_t i = get_global_id(0);
    data[i] = data[i] * bias + (float4)(coeff_ptr[i & 3]);
    counter.hits += 1;
    counter.acc += data[i];
    many[i & 3].hits = (int)table[i & 7] + (int)*table_ptr;
    *global_ptr += 1;
    out[i] = next_ticket() + total;
}

kernel void read_back(global int *out) {
    out[0] = total + counter.hits + many[0].hits + (int)counter.acc.x;
    table[0] = (uint)out[0];
    bias = (float4)(1.0f);
}
