// CL-STD: CL1.2
// Kernel attributes and qualifiers: reqd_work_group_size, work_group_size_hint, vec_type_hint, restrict/const/volatile arguments, aligned local arrays.

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void fixed_wg(global float *restrict out, global const float *restrict in) {
    local float buf[64] __attribute__((aligned(16)));
    size_t l = get_local_id(0);
    buf[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = buf[63 - l];
}

__attribute__((work_group_size_hint(16, 16, 1)))
__attribute__((vec_type_hint(float4)))
kernel void hinted(global float4 *data, const float scale) {
    data[get_global_id(1) * get_global_size(0) + get_global_id(0)] *= scale;
}

__attribute__((vec_type_hint(int)))
kernel void volatile_arg(volatile global int *flag, const int v) {
    *flag = v;
    while (*flag != v)
        ;
}
