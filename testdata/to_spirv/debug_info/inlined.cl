// Debug information at -O2: a helper inlined into the kernel (DebugInlinedAt chains in
// DebugScope), variables described by value (DebugValue, OpUndef where optimized out).
// CLANG: -cl-std=CL2.0 -O2 -g
static int square_plus(int v, int c) { int s = v * v; return s + c; }
kernel void k(global int *out, global const int *in) {
  size_t i = get_global_id(0);
  int x = in[i];
  out[i] = square_plus(x, 3) + square_plus(x + 1, 4);
}
