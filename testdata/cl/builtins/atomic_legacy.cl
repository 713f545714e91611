// RUN-CL-STD: CL1.2
// RUN-CL-STD: CL3.0
// OpenCL 1.x atomic functions (OpenCL C 3.0, section 6.15.12.9) and the
// cl_khr_{global,local}_int32_* and cl_khr_int64_* atom_ functions.
#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_global_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

#define BIN(P, fn, AS, T) (void)P##fn((volatile AS T *)0, (T)1);
#define UN(P, fn, AS, T) (void)P##fn((volatile AS T *)0);
#define CMPXCHG(P, fn, AS, T) (void)P##fn((volatile AS T *)0, (T)1, (T)2);
#define EACH(M, P, fn, T) M(P, fn, global, T) M(P, fn, local, T)
#define ALL_OPS(P, T) \
  EACH(BIN, P, add, T) EACH(BIN, P, sub, T) EACH(BIN, P, xchg, T) EACH(UN, P, inc, T) \
  EACH(UN, P, dec, T) EACH(CMPXCHG, P, cmpxchg, T) EACH(BIN, P, min, T) EACH(BIN, P, max, T) \
  EACH(BIN, P, and, T) EACH(BIN, P, or, T) EACH(BIN, P, xor, T)

kernel void legacy_atomics(void) {
  ALL_OPS(atomic_, int) ALL_OPS(atomic_, uint)
  EACH(BIN, atomic_, xchg, float)
  ALL_OPS(atom_, int) ALL_OPS(atom_, uint) ALL_OPS(atom_, long) ALL_OPS(atom_, ulong)
}
