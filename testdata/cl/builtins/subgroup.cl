// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (sub-group builtins, memory_scope_sub_group are CL2.0)
// Sub-group functions (OpenCL C 3.0, section 6.15.19, cl_khr_subgroups) and the
// cl_khr_subgroup_* extensions: extended types, non-uniform vote, ballot,
// non-uniform arithmetic, shuffle, relative shuffle, clustered reduce, rotate.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define Z(T) ((T)0)
#define ALL11(M, fn) M(fn, char) M(fn, uchar) M(fn, short) M(fn, ushort) M(fn, int) \
  M(fn, uint) M(fn, long) M(fn, ulong) M(fn, float) M(fn, double) M(fn, half)
#define INT8(M, fn) M(fn, char) M(fn, uchar) M(fn, short) M(fn, ushort) M(fn, int) \
  M(fn, uint) M(fn, long) M(fn, ulong)
#define WIDTHS(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4) M(fn, T##8) M(fn, T##16)
#define ALL11_WIDTHS(M, fn) WIDTHS(M, fn, char) WIDTHS(M, fn, uchar) WIDTHS(M, fn, short) \
  WIDTHS(M, fn, ushort) WIDTHS(M, fn, int) WIDTHS(M, fn, uint) WIDTHS(M, fn, long) \
  WIDTHS(M, fn, ulong) WIDTHS(M, fn, float) WIDTHS(M, fn, double) WIDTHS(M, fn, half)

#define A1(fn, T) (void)fn(Z(T));
#define WITH_UINT(fn, T) (void)fn(Z(T), 1u);

#define ARITH(M, kind) M(kind##_add) M(kind##_min) M(kind##_max)
#define COLLECTIVE(fn) ALL11(A1, fn)
#define NON_UNIFORM_ARITH(fn) ALL11(A1, fn##_add) ALL11(A1, fn##_mul) ALL11(A1, fn##_min) \
  ALL11(A1, fn##_max) INT8(A1, fn##_and) INT8(A1, fn##_or) INT8(A1, fn##_xor) \
  (void)fn##_logical_and(1); (void)fn##_logical_or(1); (void)fn##_logical_xor(1);
#define CLUSTERED(fn) ALL11(WITH_UINT, fn##_add) ALL11(WITH_UINT, fn##_mul) \
  ALL11(WITH_UINT, fn##_min) ALL11(WITH_UINT, fn##_max) INT8(WITH_UINT, fn##_and) \
  INT8(WITH_UINT, fn##_or) INT8(WITH_UINT, fn##_xor) (void)fn##_logical_and(1, 1u); \
  (void)fn##_logical_or(1, 1u); (void)fn##_logical_xor(1, 1u);

kernel void sub_group_functions(global uint *out) {
  out[0] = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups() +
           get_enqueued_num_sub_groups() + get_sub_group_id() + get_sub_group_local_id();
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
  out[1] = sub_group_all(1) + sub_group_any(0);
  ALL11_WIDTHS(WITH_UINT, sub_group_broadcast)
  ARITH(COLLECTIVE, sub_group_reduce) ARITH(COLLECTIVE, sub_group_scan_exclusive)
  ARITH(COLLECTIVE, sub_group_scan_inclusive)

  // cl_khr_subgroup_non_uniform_vote
  (void)sub_group_elect(); (void)sub_group_non_uniform_all(1); (void)sub_group_non_uniform_any(1);
  ALL11(A1, sub_group_non_uniform_all_equal)
  // cl_khr_subgroup_ballot
  ALL11_WIDTHS(WITH_UINT, sub_group_non_uniform_broadcast)
  ALL11(A1, sub_group_broadcast_first)
  uint4 b = sub_group_ballot(1);
  (void)sub_group_inverse_ballot(b); (void)sub_group_ballot_bit_extract(b, 0u);
  (void)sub_group_ballot_bit_count(b); (void)sub_group_ballot_inclusive_scan(b);
  (void)sub_group_ballot_exclusive_scan(b); (void)sub_group_ballot_find_lsb(b);
  (void)sub_group_ballot_find_msb(b);
  (void)get_sub_group_eq_mask(); (void)get_sub_group_ge_mask(); (void)get_sub_group_gt_mask();
  (void)get_sub_group_le_mask(); (void)get_sub_group_lt_mask();
  // cl_khr_subgroup_non_uniform_arithmetic
  NON_UNIFORM_ARITH(sub_group_non_uniform_reduce)
  NON_UNIFORM_ARITH(sub_group_non_uniform_scan_inclusive)
  NON_UNIFORM_ARITH(sub_group_non_uniform_scan_exclusive)
  // cl_khr_subgroup_shuffle, cl_khr_subgroup_shuffle_relative
  ALL11(WITH_UINT, sub_group_shuffle) ALL11(WITH_UINT, sub_group_shuffle_xor)
  ALL11(WITH_UINT, sub_group_shuffle_up) ALL11(WITH_UINT, sub_group_shuffle_down)
  // cl_khr_subgroup_clustered_reduce
  CLUSTERED(sub_group_clustered_reduce)
  // cl_khr_subgroup_rotate
  (void)sub_group_rotate(1, 1); (void)sub_group_clustered_rotate(1.0f, 1, 4u);
  (void)sub_group_rotate(Z(half), 1);
}
