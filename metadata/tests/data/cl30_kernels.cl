// OpenCL C 3.0 kernels with optional-feature types (double, half, images).
// Compiled at test time by tests/clang_kernels.rs.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__attribute__((vec_type_hint(double2)))
__attribute__((reqd_work_group_size(32, 2, 2)))
kernel void mix3(global double *restrict a, global const half *b,
                 read_only image1d_buffer_t tex, const uchar16 key,
                 local short8 *tile) {
  a[0] = (double)vload_half(0, b) + key.s0 + tile[0].s1;
}

__attribute__((vec_type_hint(ushort8)))
kernel void plain(global ulong *dst, long v) { dst[0] = v; }
