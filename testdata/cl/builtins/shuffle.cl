// RUN-CL-STD: CL3.0
// Vector shuffle functions (OpenCL C 3.0, section 6.15.14): shuffle and
// shuffle2 for every element type, source width and mask width.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
// Source T of width M, mask MASK (an unsigned vector of the element size of T).
#define ONE(T, M, MASK) \
  (void)shuffle(Z(T##M), Z(MASK)); (void)shuffle2(Z(T##M), Z(T##M), Z(MASK));
#define MASKS(T, U, M) ONE(T, M, U##2) ONE(T, M, U##4) ONE(T, M, U##8) ONE(T, M, U##16)
#define SRC(T, U) MASKS(T, U, 2) MASKS(T, U, 4) MASKS(T, U, 8) MASKS(T, U, 16)

kernel void shuffles(void) {
  SRC(char, uchar) SRC(uchar, uchar) SRC(short, ushort) SRC(ushort, ushort)
  SRC(int, uint) SRC(uint, uint) SRC(long, ulong) SRC(ulong, ulong)
  SRC(float, uint) SRC(double, ulong) SRC(half, ushort)
}
