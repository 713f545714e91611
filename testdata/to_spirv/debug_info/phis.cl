// Debug information at -O2 with a loop: the phis of the loop header keep their lines (OpLine
// among the phis, the DebugScope after them).
// CLANG: -cl-std=CL2.0 -O2 -g
kernel void k(global int *out, int n) {
  int acc = 1;
  for (int j = 0; j < n; ++j) {
    acc = acc * 3 + j;
  }
  out[0] = acc;
}
