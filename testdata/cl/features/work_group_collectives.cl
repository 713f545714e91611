// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (work-group collectives are CL2.0)
// Work-group collective functions (OpenCL 2.0): work_group_all/any, work_group_broadcast (1D/2D), work_group_reduce/scan_inclusive/scan_exclusive add/min/max for int/uint/long/float.

kernel void collectives(global const int *in, global int *out, global float *fout, global long *lout) {
    size_t i = get_global_id(0);
    int x = in[i];
    int all_pos = work_group_all(x > 0);
    int any_neg = work_group_any(x < 0);
    int first = work_group_broadcast(x, 0);
    float fb = work_group_broadcast((float)x, (size_t)0, (size_t)0);
    int sum = work_group_reduce_add(x);
    int mn = work_group_reduce_min(x);
    uint mx = work_group_reduce_max((uint)x);
    int inc = work_group_scan_inclusive_add(x);
    int exc = work_group_scan_exclusive_max(x);
    long lsum = work_group_scan_exclusive_add((long)x);
    float fmn = work_group_scan_inclusive_min((float)x);
    out[i] = all_pos + 2 * any_neg + first + sum + mn + (int)mx + inc + exc;
    fout[i] = fb + fmn + work_group_reduce_max((float)x);
    lout[i] = lsum;
}
