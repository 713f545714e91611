// RUN-CL-STD: CL3.0
// Relational functions (OpenCL C 3.0, section 6.15.6).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define WIDTHS(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4) M(fn, T##8) M(fn, T##16)
#define ALL_FLOAT(M, fn) WIDTHS(M, fn, float) WIDTHS(M, fn, double) WIDTHS(M, fn, half)
#define SIGNED_INT(M, fn) \
  WIDTHS(M, fn, char) WIDTHS(M, fn, short) WIDTHS(M, fn, int) WIDTHS(M, fn, long)
#define ALL_TYPES(M, fn) SIGNED_INT(M, fn) ALL_FLOAT(M, fn) \
  WIDTHS(M, fn, uchar) WIDTHS(M, fn, ushort) WIDTHS(M, fn, uint) WIDTHS(M, fn, ulong)

#define A1(fn, T) (void)fn(Z(T));
#define A2(fn, T) (void)fn(Z(T), Z(T));
#define A3(fn, T) (void)fn(Z(T), Z(T), Z(T));

// select(a, b, c): c is a signed or unsigned integer of the element size of a.
#define SELECT_W(T, S, U) \
  (void)select(Z(T), Z(T), Z(S)); (void)select(Z(T), Z(T), Z(U)); \
  (void)select(Z(T##2), Z(T##2), Z(S##2)); (void)select(Z(T##3), Z(T##3), Z(U##3)); \
  (void)select(Z(T##4), Z(T##4), Z(S##4)); (void)select(Z(T##8), Z(T##8), Z(U##8)); \
  (void)select(Z(T##16), Z(T##16), Z(S##16)); (void)select(Z(T##16), Z(T##16), Z(U##16));

kernel void relational_functions(void) {
  ALL_FLOAT(A2, isequal) ALL_FLOAT(A2, isnotequal) ALL_FLOAT(A2, isgreater)
  ALL_FLOAT(A2, isgreaterequal) ALL_FLOAT(A2, isless) ALL_FLOAT(A2, islessequal)
  ALL_FLOAT(A2, islessgreater) ALL_FLOAT(A1, isfinite) ALL_FLOAT(A1, isinf)
  ALL_FLOAT(A1, isnan) ALL_FLOAT(A1, isnormal) ALL_FLOAT(A2, isordered)
  ALL_FLOAT(A2, isunordered) ALL_FLOAT(A1, signbit)
  SIGNED_INT(A1, any) SIGNED_INT(A1, all)
  ALL_TYPES(A3, bitselect)
  SELECT_W(char, char, uchar) SELECT_W(uchar, char, uchar) SELECT_W(short, short, ushort)
  SELECT_W(int, int, uint) SELECT_W(ulong, long, ulong) SELECT_W(float, int, uint)
  SELECT_W(double, long, ulong) SELECT_W(half, short, ushort)
}
