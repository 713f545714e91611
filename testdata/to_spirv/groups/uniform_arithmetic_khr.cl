// cl_khr_work_group_uniform_arithmetic (declared here: clang's header lacks it) → SPV_KHR_uniform_group_instructions: multiply, bitwise and logical reductions and scans; the logical ones on booleans made from and back to int truth values.
// CLANG: -cl-std=CL2.0 -O2
// OPTIONS: --spirv-ext=+SPV_KHR_uniform_group_instructions
#define OV __attribute__((overloadable))
int OV work_group_reduce_mul(int);
float OV work_group_reduce_mul(float);
int OV work_group_scan_inclusive_and(int);
uint OV work_group_reduce_and(uint);
int OV work_group_reduce_or(int);
int OV work_group_scan_exclusive_xor(int);
int OV work_group_reduce_logical_and(int);
int OV work_group_reduce_logical_or(int);
int OV work_group_scan_inclusive_logical_xor(int);
kernel void k(global int *p, global float *f, global uint *u) {
  size_t i = get_global_id(0);
  p[i] = work_group_reduce_mul(p[i]) + work_group_scan_inclusive_and(p[i]) + work_group_reduce_or(p[i]) + work_group_scan_exclusive_xor(p[i]);
  p[i] += work_group_reduce_logical_and(p[i]) + work_group_reduce_logical_or(p[i] > 2) + work_group_scan_inclusive_logical_xor(p[i]);
  f[i] = work_group_reduce_mul(f[i]);
  u[i] = work_group_reduce_and(u[i]);
}
