// SKIP-CL-STD: CL1.2 (memory_scope_sub_group and the cl_khr_subgroup_* builtins are CL2.0)
// Sub-group builtins (cl_khr_subgroups) for every element type: reduce and scan
// (add/min/max) of int, uint, long, ulong, float, double and half, broadcast, all/any,
// sub_group_barrier with and without a scope, and the cl_khr_subgroup_* extensions:
// non-uniform vote and arithmetic, ballot, shuffles, relative shuffles, clustered reduce.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define REDUCE_SCAN(x) (sub_group_reduce_add(x) + sub_group_reduce_min(x) + sub_group_reduce_max(x) + \
    sub_group_scan_inclusive_add(x) + sub_group_scan_inclusive_min(x) + sub_group_scan_inclusive_max(x) + \
    sub_group_scan_exclusive_add(x) + sub_group_scan_exclusive_min(x) + sub_group_scan_exclusive_max(x) + \
    sub_group_broadcast(x, 0u))

kernel void typed(global int *i, global uint *u, global long *l, global ulong *ul, global float *f,
                  global double *d, global half *h) {
    size_t g = get_global_id(0);
    i[g] = REDUCE_SCAN(i[g]);
    u[g] = REDUCE_SCAN(u[g]);
    l[g] = REDUCE_SCAN(l[g]);
    ul[g] = REDUCE_SCAN(ul[g]);
    f[g] = REDUCE_SCAN(f[g]);
    d[g] = REDUCE_SCAN(d[g]);
    h[g] = REDUCE_SCAN(h[g]);
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
    i[g] += sub_group_all(i[g] > 0) + sub_group_any(u[g] == 0) + (int)get_sub_group_local_id() +
            (int)get_sub_group_id() * 100 + (int)get_num_sub_groups() + (int)get_max_sub_group_size();
}

kernel void extensions(global int *a, global uint4 *ballots, global float *f, global int *out) {
    size_t g = get_global_id(0);
    int x = a[g];
    out[g] = sub_group_elect() + sub_group_non_uniform_all(x > 0) + sub_group_non_uniform_any(x < 0) +
             sub_group_non_uniform_all_equal(x);
    if (x & 1) {
        out[g] += sub_group_non_uniform_reduce_add(x) + sub_group_non_uniform_scan_inclusive_mul(x) +
                  sub_group_non_uniform_reduce_and(x) + sub_group_non_uniform_scan_exclusive_xor(x) +
                  sub_group_non_uniform_reduce_logical_or(x > 2) + sub_group_non_uniform_broadcast(x, 0u) +
                  sub_group_broadcast_first(x);
        f[g] = sub_group_non_uniform_reduce_max(f[g]) + sub_group_non_uniform_scan_inclusive_min(f[g]);
    }
    uint4 b = sub_group_ballot(x > 10);
    ballots[g] = b + (uint4)(sub_group_ballot_bit_count(b), sub_group_ballot_inclusive_scan(b),
                             sub_group_ballot_find_lsb(b), sub_group_ballot_find_msb(b)) +
                 (uint4)(sub_group_inverse_ballot(b), sub_group_ballot_bit_extract(b, 3u),
                         sub_group_ballot_exclusive_scan(b), 0u) + get_sub_group_eq_mask() + get_sub_group_lt_mask();
    out[g] += sub_group_shuffle(x, 0u) + sub_group_shuffle_xor(x, 1u) + sub_group_shuffle_up(x, 1u) +
              sub_group_shuffle_down(x, 1u) + sub_group_clustered_reduce_add(x, 4u) +
              sub_group_clustered_reduce_max(x, 2u) + sub_group_clustered_reduce_or(x, 4u);
    f[g] += sub_group_shuffle(f[g], 1u) + sub_group_clustered_reduce_min(f[g], 2u);
}
