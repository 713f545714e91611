// SPV_KHR_untyped_pointers: pointers become OpTypeUntypedPointerKHR (one per storage class),
// variables OpUntypedVariableKHR with their data type, GEPs the untyped access chains with the
// type they index, pointer casts within a class vanish; the pointer operands of OpenCL.std
// (vload/vstore, fract) and of the atomic flag instructions are cast to the typed pointer the
// validators want, as are GEPs through pointers to pointers; a struct passed by value keeps a
// typed parameter (cast where used, and at the call).
// CLANG: -cl-std=CL2.0 -O0
// OPTIONS: --spirv-ext=+SPV_KHR_untyped_pointers
typedef struct { int a; float b[4]; } pair_t;
constant int table[4] = {1, 2, 3, 4};
global int counter;

int sum(pair_t p) { return p.a + (int)p.b[2]; }

kernel void k(global float *out, global int *in, global int * global *ptrs, local int *scratch,
              global atomic_flag *flag, pair_t p) {
  size_t i = get_global_id(0);
  int local_array[8];
  for (int j = 0; j < 8; ++j) local_array[j] = in[j] + table[j & 3];
  float4 v = vload4(i, out);
  float whole;
  float f = fract(v.x, &whole);
  vstore4(v * f, i + 1, out);
  scratch[i] = local_array[i & 7] + *ptrs[i] + sum(p);
  global char *bytes = (global char *)in;
  bytes[3] = (char)whole;
  if (atomic_flag_test_and_set(flag)) atomic_flag_clear(flag);
  counter += ptrs[1][2];
}
