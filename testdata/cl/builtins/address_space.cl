// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (generic address space, to_global/to_local/to_private, get_fence are CL2.0)
// Address space qualifier functions (OpenCL C 3.0, section 6.15.10). to_global,
// to_local and to_private lower to unmangled __-prefixed builtins; get_fence is
// an ordinary overloaded function.

kernel void address_space_functions(global int *g, local int *l, global uint *out) {
  int p = 0;
  generic int *gen = g;
  const generic int *cgen = l;
  out[0] = get_fence(gen) + get_fence(cgen);
  global int *g2 = to_global(gen);
  local int *l2 = to_local(gen);
  private int *p2 = to_private(&p);
  out[1] = *g2 + *l2 + *p2;
}
