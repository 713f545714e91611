// SKIP-CL-STD: CL1.2 (work-group collectives are CL2.0)
// Work-group collectives for every element type (int, uint, long, ulong, float, double,
// half): reduce and inclusive/exclusive scans of add, min and max; broadcast with 1, 2 and 3
// local ids; all/any in a loop; collectives on values computed after a barrier.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define COLLECT(x) (work_group_reduce_add(x) + work_group_reduce_min(x) + work_group_reduce_max(x) + \
    work_group_scan_inclusive_add(x) + work_group_scan_inclusive_min(x) + work_group_scan_inclusive_max(x) + \
    work_group_scan_exclusive_add(x) + work_group_scan_exclusive_min(x) + work_group_scan_exclusive_max(x))

kernel void typed(global int *i, global uint *u, global long *l, global ulong *ul, global float *f,
                  global double *d, global half *h) {
    size_t g = get_global_id(0);
    i[g] = COLLECT(i[g]) + work_group_broadcast(i[g], 0);
    u[g] = COLLECT(u[g]) + work_group_broadcast(u[g], 1, 0);
    l[g] = COLLECT(l[g]) + work_group_broadcast(l[g], 0, 0, 0);
    ul[g] = COLLECT(ul[g]) + work_group_broadcast(ul[g], get_local_size(0) - 1);
    f[g] = COLLECT(f[g]) + work_group_broadcast(f[g], 0, 1);
    d[g] = COLLECT(d[g]) + work_group_broadcast(d[g], 0, 0, 1);
    h[g] = COLLECT(h[g]) + work_group_broadcast(h[g], 0);
}

kernel void loop_votes(global int *data, global int *rounds) {
    size_t g = get_global_id(0);
    int x = data[g];
    int n = 0;
    while (work_group_any(x > 1)) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        if (x < 1)
            x = 1;
        ++n;
        if (work_group_all(n > 64))
            break;
    }
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
    rounds[g] = work_group_reduce_max(n) + work_group_scan_exclusive_add(n);
}
