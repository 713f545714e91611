// Debug information at -O0: compile unit, source, a helper and a kernel (DebugFunction), their
// parameters and locals (DebugLocalVariable + DebugDeclare with the address-space expression),
// lexical blocks of the loop, and OpLine/DebugScope before the instructions of each block.
// CLANG: -cl-std=CL2.0 -O0 -g
int twice(int x) { return 2 * x; }
kernel void k(global int *out, int n) {
  int acc = 0;
  for (int j = 0; j < n; ++j) {
    acc += twice(j);
  }
  out[get_global_id(0)] = acc;
}
