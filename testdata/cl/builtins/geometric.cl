// RUN-CL-STD: CL3.0
// Geometric functions (OpenCL C 3.0, section 6.15.5).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define UP_TO_4(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4)
#define ALL_FLOAT(M, fn) UP_TO_4(M, fn, float) UP_TO_4(M, fn, double) UP_TO_4(M, fn, half)

#define A1(fn, T) (void)fn(Z(T));
#define A2(fn, T) (void)fn(Z(T), Z(T));

kernel void geometric_functions(void) {
  (void)cross(Z(float3), Z(float3)); (void)cross(Z(float4), Z(float4));
  (void)cross(Z(double3), Z(double3)); (void)cross(Z(double4), Z(double4));
  (void)cross(Z(half3), Z(half3)); (void)cross(Z(half4), Z(half4));
  ALL_FLOAT(A2, dot) ALL_FLOAT(A2, distance) ALL_FLOAT(A1, length) ALL_FLOAT(A1, normalize)
  UP_TO_4(A2, fast_distance, float) UP_TO_4(A1, fast_length, float)
  UP_TO_4(A1, fast_normalize, float)
}
