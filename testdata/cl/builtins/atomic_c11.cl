// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL3.0 -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue
// SKIP-CL-STD: CL1.2 (C11 atomics are CL2.0)
// C11-style atomic functions (OpenCL C 3.0, section 6.15.12), plain and _explicit,
// with every memory-order and memory-scope argument form, over the atomic
// integer, floating-point and pointer-sized types. The last run disables the
// generic address space, so the named global/local overloads are declared.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define O memory_order_relaxed
#define S memory_scope_device

#define OBJ(AS, A) ((volatile AS A *)0)

#define LOAD_STORE(AS, A, C) \
  atomic_init(OBJ(AS, A), (C)0); \
  atomic_store(OBJ(AS, A), (C)0); atomic_store_explicit(OBJ(AS, A), (C)0, O); \
  atomic_store_explicit(OBJ(AS, A), (C)0, O, S); \
  (void)atomic_load(OBJ(AS, A)); (void)atomic_load_explicit(OBJ(AS, A), O); \
  (void)atomic_load_explicit(OBJ(AS, A), O, S); \
  (void)atomic_exchange(OBJ(AS, A), (C)0); (void)atomic_exchange_explicit(OBJ(AS, A), (C)0, O); \
  (void)atomic_exchange_explicit(OBJ(AS, A), (C)0, O, S);

#define CAS(AS, A, C, EAS) \
  (void)atomic_compare_exchange_strong(OBJ(AS, A), (EAS C *)0, (C)0); \
  (void)atomic_compare_exchange_strong_explicit(OBJ(AS, A), (EAS C *)0, (C)0, O, O); \
  (void)atomic_compare_exchange_strong_explicit(OBJ(AS, A), (EAS C *)0, (C)0, O, O, S); \
  (void)atomic_compare_exchange_weak(OBJ(AS, A), (EAS C *)0, (C)0); \
  (void)atomic_compare_exchange_weak_explicit(OBJ(AS, A), (EAS C *)0, (C)0, O, O); \
  (void)atomic_compare_exchange_weak_explicit(OBJ(AS, A), (EAS C *)0, (C)0, O, O, S);

#define FETCH1(AS, A, C, op) \
  (void)atomic_fetch_##op(OBJ(AS, A), (C)1); \
  (void)atomic_fetch_##op##_explicit(OBJ(AS, A), (C)1, O); \
  (void)atomic_fetch_##op##_explicit(OBJ(AS, A), (C)1, O, S);
#define FETCH_ALL(AS, A, C) FETCH1(AS, A, C, add) FETCH1(AS, A, C, sub) FETCH1(AS, A, C, or) \
  FETCH1(AS, A, C, xor) FETCH1(AS, A, C, and) FETCH1(AS, A, C, min) FETCH1(AS, A, C, max)
#define FETCH_ARITH(AS, A, C) FETCH1(AS, A, C, add) FETCH1(AS, A, C, sub) \
  FETCH1(AS, A, C, min) FETCH1(AS, A, C, max)

#define FLAG(AS) \
  (void)atomic_flag_test_and_set(OBJ(AS, atomic_flag)); \
  (void)atomic_flag_test_and_set_explicit(OBJ(AS, atomic_flag), O); \
  (void)atomic_flag_test_and_set_explicit(OBJ(AS, atomic_flag), O, S); \
  atomic_flag_clear(OBJ(AS, atomic_flag)); atomic_flag_clear_explicit(OBJ(AS, atomic_flag), O); \
  atomic_flag_clear_explicit(OBJ(AS, atomic_flag), O, S);

#define INTEGER(AS, A, C) LOAD_STORE(AS, A, C) CAS(AS, A, C, AS) CAS(AS, A, C, private) \
  FETCH_ALL(AS, A, C)
#define FLOATING(AS, A, C) LOAD_STORE(AS, A, C) CAS(AS, A, C, AS) FETCH_ARITH(AS, A, C)

#define EVERYTHING(AS) \
  INTEGER(AS, atomic_int, int) INTEGER(AS, atomic_uint, uint) INTEGER(AS, atomic_long, long) \
  INTEGER(AS, atomic_ulong, ulong) FLOATING(AS, atomic_float, float) \
  FLOATING(AS, atomic_double, double) LOAD_STORE(AS, atomic_intptr_t, intptr_t) \
  LOAD_STORE(AS, atomic_size_t, size_t) \
  (void)atomic_fetch_add(OBJ(AS, atomic_uintptr_t), (ptrdiff_t)1); \
  (void)atomic_fetch_sub_explicit(OBJ(AS, atomic_uintptr_t), (ptrdiff_t)1, O, S); \
  FLAG(AS)

kernel void c11_atomics(void) {
  EVERYTHING(global) EVERYTHING(local)
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_svm_devices);
}
