// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// Vector data load and store functions (OpenCL C 3.0, section 6.15.7), including
// the half-precision forms, through every address space.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define LOAD_AS(T, N, AS) (void)vload##N(0, (const AS T *)0);
#define STORE_AS(T, N, AS) vstore##N(Z(T##N), 0, (AS T *)0);
#define LOADS(T, N) LOAD_AS(T, N, global) LOAD_AS(T, N, local) LOAD_AS(T, N, private) \
  LOAD_AS(T, N, constant)
#define STORES(T, N) STORE_AS(T, N, global) STORE_AS(T, N, local) STORE_AS(T, N, private)
#define WIDTHS(M, T) M(T, 2) M(T, 3) M(T, 4) M(T, 8) M(T, 16)
#define ALL_TYPES(M) WIDTHS(M, char) WIDTHS(M, uchar) WIDTHS(M, short) WIDTHS(M, ushort) \
  WIDTHS(M, int) WIDTHS(M, uint) WIDTHS(M, long) WIDTHS(M, ulong) WIDTHS(M, float) \
  WIDTHS(M, double) WIDTHS(M, half)

#define HALF_LOAD_AS(N, AS) \
  (void)vload_half##N(0, (const AS half *)0); (void)vloada_half##N(0, (const AS half *)0);
#define HALF_STORE_AS(S, N, AS) \
  vstore_half##N(Z(S##N), 0, (AS half *)0); vstore_half##N##_rte(Z(S##N), 0, (AS half *)0); \
  vstore_half##N##_rtz(Z(S##N), 0, (AS half *)0); vstore_half##N##_rtp(Z(S##N), 0, (AS half *)0); \
  vstore_half##N##_rtn(Z(S##N), 0, (AS half *)0); \
  vstorea_half##N(Z(S##N), 0, (AS half *)0); vstorea_half##N##_rte(Z(S##N), 0, (AS half *)0); \
  vstorea_half##N##_rtn(Z(S##N), 0, (AS half *)0);
#define HALF_LOADS(N) HALF_LOAD_AS(N, global) HALF_LOAD_AS(N, local) HALF_LOAD_AS(N, private) \
  HALF_LOAD_AS(N, constant)
#define HALF_STORES(S, N) HALF_STORE_AS(S, N, global) HALF_STORE_AS(S, N, local) \
  HALF_STORE_AS(S, N, private)
#define HALF_WIDTHS(M, ...) M(__VA_ARGS__ 2) M(__VA_ARGS__ 3) M(__VA_ARGS__ 4) \
  M(__VA_ARGS__ 8) M(__VA_ARGS__ 16)

kernel void vector_load_store(void) {
  ALL_TYPES(LOADS) ALL_TYPES(STORES)
  (void)vload_half(0, (const global half *)0); (void)vload_half(0, (const local half *)0);
  (void)vload_half(0, (const private half *)0); (void)vload_half(0, (const constant half *)0);
  vstore_half(0.0f, 0, (global half *)0); vstore_half_rte(0.0f, 0, (local half *)0);
  vstore_half_rtz(0.0, 0, (private half *)0); vstore_half_rtp(0.0, 0, (global half *)0);
  vstore_half_rtn(0.0f, 0, (private half *)0);
  HALF_WIDTHS(HALF_LOADS)
  HALF_WIDTHS(HALF_STORES, float,) HALF_WIDTHS(HALF_STORES, double,)
}
