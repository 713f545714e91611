// SKIP-CL-STD: CL1.2 (work-group collectives are CL2.0)
// EXEC: kernel=wg_collectives global=64 local=16
// ARG: global i32 64 range(-100,100,35)
// ARG: global f32 64 rand(36)
// ARG: global i32 320 zero
// ARG: global f32 128 zero
// OpenCL 2.0 work-group reductions, scans, broadcasts and votes.
kernel void wg_collectives(global const int *a, global const float *f, global int *out, global float *fout) {
    size_t i = get_global_id(0);
    int x = a[i];
    float y = f[i];
    out[5 * i + 0] = work_group_reduce_add(x);
    out[5 * i + 1] = work_group_scan_inclusive_min(x);
    out[5 * i + 2] = work_group_scan_exclusive_add(x);
    out[5 * i + 3] = work_group_broadcast(x, 3);
    out[5 * i + 4] = work_group_all(x > -90) + 2 * work_group_any(x > 95);
    fout[2 * i] = work_group_reduce_max(y);
    fout[2 * i + 1] = work_group_scan_inclusive_add(y);
}
