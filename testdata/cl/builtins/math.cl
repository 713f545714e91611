// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// Math functions (OpenCL C 3.0, section 6.15.2), for float, double and half,
// scalar and every vector width. Under CL1.2 the pointer arguments resolve to
// the named address-space overloads; under CL3.0 to the generic ones.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define WIDTHS(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4) M(fn, T##8) M(fn, T##16)
#define ALL_FLOAT(M, fn) WIDTHS(M, fn, float) WIDTHS(M, fn, double) WIDTHS(M, fn, half)
#define FLOAT_ONLY(M, fn) WIDTHS(M, fn, float)

#define A1(fn, T) (void)fn(Z(T));
#define A2(fn, T) (void)fn(Z(T), Z(T));
#define A3(fn, T) (void)fn(Z(T), Z(T), Z(T));

// Pairs of a floating-point type and the integer type of the same width.
#define WITH_INT(M, fn, S, I) \
  M(fn, S, I) M(fn, S##2, I##2) M(fn, S##3, I##3) M(fn, S##4, I##4) M(fn, S##8, I##8) M(fn, S##16, I##16)
#define ALL_WITH_INT(M, fn) WITH_INT(M, fn, float, int) WITH_INT(M, fn, double, int) WITH_INT(M, fn, half, int)
#define ALL_WITH_UINT(M, fn) WITH_INT(M, fn, float, uint) WITH_INT(M, fn, double, ulong) WITH_INT(M, fn, half, ushort)

#define FLT_INT(fn, T, I) (void)fn(Z(T), Z(I));
#define NAN_OF(fn, T, I) (void)fn(Z(I));

#define PTR_SAME(fn, T, I) \
  (void)fn(Z(T), (global T *)0); (void)fn(Z(T), (local T *)0); (void)fn(Z(T), (private T *)0);
#define PTR_INT(fn, T, I) \
  (void)fn(Z(T), (global I *)0); (void)fn(Z(T), (local I *)0); (void)fn(Z(T), (private I *)0);
#define REMQUO(fn, T, I) \
  (void)fn(Z(T), Z(T), (global I *)0); (void)fn(Z(T), Z(T), (local I *)0); \
  (void)fn(Z(T), Z(T), (private I *)0);

kernel void math_functions(void) {
  ALL_FLOAT(A1, acos) ALL_FLOAT(A1, acosh) ALL_FLOAT(A1, acospi) ALL_FLOAT(A1, asin)
  ALL_FLOAT(A1, asinh) ALL_FLOAT(A1, asinpi) ALL_FLOAT(A1, atan) ALL_FLOAT(A2, atan2)
  ALL_FLOAT(A1, atanh) ALL_FLOAT(A1, atanpi) ALL_FLOAT(A2, atan2pi) ALL_FLOAT(A1, cbrt)
  ALL_FLOAT(A1, ceil) ALL_FLOAT(A2, copysign) ALL_FLOAT(A1, cos) ALL_FLOAT(A1, cosh)
  ALL_FLOAT(A1, cospi) ALL_FLOAT(A1, erfc) ALL_FLOAT(A1, erf) ALL_FLOAT(A1, exp)
  ALL_FLOAT(A1, exp2) ALL_FLOAT(A1, exp10) ALL_FLOAT(A1, expm1) ALL_FLOAT(A1, fabs)
  ALL_FLOAT(A2, fdim) ALL_FLOAT(A1, floor) ALL_FLOAT(A3, fma) ALL_FLOAT(A2, fmax)
  ALL_FLOAT(A2, fmin) ALL_FLOAT(A2, fmod) ALL_FLOAT(A2, hypot) ALL_FLOAT(A1, lgamma)
  ALL_FLOAT(A1, log) ALL_FLOAT(A1, log2) ALL_FLOAT(A1, log10) ALL_FLOAT(A1, log1p)
  ALL_FLOAT(A1, logb) ALL_FLOAT(A3, mad) ALL_FLOAT(A2, maxmag) ALL_FLOAT(A2, minmag)
  ALL_FLOAT(A2, nextafter) ALL_FLOAT(A2, pow) ALL_FLOAT(A2, powr) ALL_FLOAT(A2, remainder)
  ALL_FLOAT(A1, rint) ALL_FLOAT(A1, round) ALL_FLOAT(A1, rsqrt) ALL_FLOAT(A1, sin)
  ALL_FLOAT(A1, sinh) ALL_FLOAT(A1, sinpi) ALL_FLOAT(A1, sqrt) ALL_FLOAT(A1, tan)
  ALL_FLOAT(A1, tanh) ALL_FLOAT(A1, tanpi) ALL_FLOAT(A1, tgamma) ALL_FLOAT(A1, trunc)
  ALL_FLOAT(A1, ilogb)

  ALL_WITH_INT(FLT_INT, ldexp) ALL_WITH_INT(FLT_INT, pown) ALL_WITH_INT(FLT_INT, rootn)
  ALL_WITH_UINT(NAN_OF, nan)
  // Vector-with-scalar overloads.
  (void)fmax(Z(float4), 0.0f); (void)fmin(Z(double2), 0.0); (void)fmax(Z(half8), Z(half));
  (void)ldexp(Z(float4), 0); (void)ldexp(Z(double16), 0); (void)ldexp(Z(half3), 0);

  ALL_WITH_INT(PTR_SAME, fract) ALL_WITH_INT(PTR_SAME, modf) ALL_WITH_INT(PTR_SAME, sincos)
  ALL_WITH_INT(PTR_INT, frexp) ALL_WITH_INT(PTR_INT, lgamma_r) ALL_WITH_INT(REMQUO, remquo)

  FLOAT_ONLY(A1, native_cos) FLOAT_ONLY(A2, native_divide) FLOAT_ONLY(A1, native_exp)
  FLOAT_ONLY(A1, native_exp2) FLOAT_ONLY(A1, native_exp10) FLOAT_ONLY(A1, native_log)
  FLOAT_ONLY(A1, native_log2) FLOAT_ONLY(A1, native_log10) FLOAT_ONLY(A2, native_powr)
  FLOAT_ONLY(A1, native_recip) FLOAT_ONLY(A1, native_rsqrt) FLOAT_ONLY(A1, native_sin)
  FLOAT_ONLY(A1, native_sqrt) FLOAT_ONLY(A1, native_tan)
  FLOAT_ONLY(A1, half_cos) FLOAT_ONLY(A2, half_divide) FLOAT_ONLY(A1, half_exp)
  FLOAT_ONLY(A1, half_exp2) FLOAT_ONLY(A1, half_exp10) FLOAT_ONLY(A1, half_log)
  FLOAT_ONLY(A1, half_log2) FLOAT_ONLY(A1, half_log10) FLOAT_ONLY(A2, half_powr)
  FLOAT_ONLY(A1, half_recip) FLOAT_ONLY(A1, half_rsqrt) FLOAT_ONLY(A1, half_sin)
  FLOAT_ONLY(A1, half_sqrt) FLOAT_ONLY(A1, half_tan)
}
