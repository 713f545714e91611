// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// EXPECT-NO-SYMBOLS
// printf (OpenCL C 3.0, section 6.15.15). clang declares printf without
// mangling, so this file is expected to contribute the symbol `printf` only;
// it stays in the set so that a change in that behaviour is noticed.

kernel void printing(global float4 *v) {
  printf("%d %f %s\n", 1, 2.0f, "x");
  printf("%v4hlf\n", v[0]);
}
