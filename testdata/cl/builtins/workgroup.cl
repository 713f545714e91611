// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (work-group collectives are CL2.0)
// Work-group collective functions (OpenCL C 3.0, section 6.15.13).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define TYPES(M, fn) M(fn, int) M(fn, uint) M(fn, long) M(fn, ulong) M(fn, float) \
  M(fn, double) M(fn, half)
#define A1(fn, T) (void)fn(Z(T));
#define BROADCAST(fn, T) (void)fn(Z(T), 1); (void)fn(Z(T), 1, 2); (void)fn(Z(T), 1, 2, 3);
#define ARITH(kind) TYPES(A1, kind##_add) TYPES(A1, kind##_min) TYPES(A1, kind##_max)

kernel void work_group_functions(global int *out) {
  out[0] = work_group_all(1) + work_group_any(0);
  TYPES(BROADCAST, work_group_broadcast)
  ARITH(work_group_reduce) ARITH(work_group_scan_exclusive) ARITH(work_group_scan_inclusive)
}
