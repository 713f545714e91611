// SKIP-CL-STD: CL1.2 (program-scope global variables, work_group_barrier are CL2.0)
// EXEC: kernel=program_scope_global global=32 local=8
// ARG: global i32 32 range(0,100,194)
// ARG: global i32 32 zero
// OpenCL 2.0 program-scope global variables: an initialised table and a per-item slot array.
global int table[8] = { 1, 1, 2, 3, 5, 8, 13, 21 };
global int slots[32];
kernel void program_scope_global(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    slots[i] = in[i] * table[i % 8];
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    size_t l = get_local_id(0), base = i - l;
    out[i] = slots[base + (l + 1) % 8] - slots[i];
}
