// RUN-CL-STD: CL3.0
// Common functions (OpenCL C 3.0, section 6.15.4), for float, double and half.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define WIDTHS(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4) M(fn, T##8) M(fn, T##16)
#define ALL_FLOAT(M, fn) WIDTHS(M, fn, float) WIDTHS(M, fn, double) WIDTHS(M, fn, half)

#define A1(fn, T) (void)fn(Z(T));
#define A2(fn, T) (void)fn(Z(T), Z(T));
#define A3(fn, T) (void)fn(Z(T), Z(T), Z(T));

// Overloads that take the scalar element type for some operands.
#define SCALAR_OPS(S, V) \
  (void)clamp(Z(V), Z(S), Z(S)); (void)max(Z(V), Z(S)); (void)min(Z(V), Z(S)); \
  (void)mix(Z(V), Z(V), Z(S)); (void)step(Z(S), Z(V)); (void)smoothstep(Z(S), Z(S), Z(V));
#define SCALAR_WIDTHS(S) SCALAR_OPS(S, S##2) SCALAR_OPS(S, S##3) SCALAR_OPS(S, S##4) \
  SCALAR_OPS(S, S##8) SCALAR_OPS(S, S##16)

kernel void common_functions(void) {
  ALL_FLOAT(A3, clamp) ALL_FLOAT(A1, degrees) ALL_FLOAT(A2, max) ALL_FLOAT(A2, min)
  ALL_FLOAT(A3, mix) ALL_FLOAT(A1, radians) ALL_FLOAT(A2, step) ALL_FLOAT(A3, smoothstep)
  ALL_FLOAT(A1, sign)
  SCALAR_WIDTHS(float) SCALAR_WIDTHS(double) SCALAR_WIDTHS(half)
}
