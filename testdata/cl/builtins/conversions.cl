// RUN-CL-STD: CL3.0
// Explicit conversions (OpenCL C 3.0, section 6.4.3): convert_<type><n>[_sat][_<rounding>]
// for every destination type and width, from a float and from an int source.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
// One destination type D of width N (N empty for scalars) from source element S.
#define FROM(D, N, S) \
  (void)convert_##D##N(Z(S##N)); (void)convert_##D##N##_rte(Z(S##N)); \
  (void)convert_##D##N##_rtz(Z(S##N)); (void)convert_##D##N##_rtp(Z(S##N)); \
  (void)convert_##D##N##_rtn(Z(S##N));
#define FROM_SAT(D, N, S) FROM(D, N, S) \
  (void)convert_##D##N##_sat(Z(S##N)); (void)convert_##D##N##_sat_rte(Z(S##N)); \
  (void)convert_##D##N##_sat_rtz(Z(S##N));
#define INT_DEST(D, N) FROM_SAT(D, N, float) FROM_SAT(D, N, int) FROM_SAT(D, N, double)
#define FLT_DEST(D, N) FROM(D, N, float) FROM(D, N, int) FROM(D, N, half) FROM(D, N, ulong)
#define ALL_WIDTHS(M, D) M(D, ) M(D, 2) M(D, 3) M(D, 4) M(D, 8) M(D, 16)

kernel void conversion_functions(void) {
  ALL_WIDTHS(INT_DEST, char) ALL_WIDTHS(INT_DEST, uchar) ALL_WIDTHS(INT_DEST, short)
  ALL_WIDTHS(INT_DEST, ushort) ALL_WIDTHS(INT_DEST, int) ALL_WIDTHS(INT_DEST, uint)
  ALL_WIDTHS(INT_DEST, long) ALL_WIDTHS(INT_DEST, ulong)
  ALL_WIDTHS(FLT_DEST, float) ALL_WIDTHS(FLT_DEST, double) ALL_WIDTHS(FLT_DEST, half)
}
