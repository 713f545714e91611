// OpenCL C 2.0 kernels: pipes, read_write images, generic pointers, unrolled
// loops. Compiled at test time by tests/clang_kernels.rs.

__attribute__((reqd_work_group_size(16, 1, 1)))
__attribute__((vec_type_hint(uint2)))
kernel void produce(write_only pipe int out, global const int *src) {
  int v = src[get_global_id(0)];
  write_pipe(out, &v);
}

__attribute__((intel_reqd_sub_group_size(16)))
kernel void consume(read_only pipe float4 in, global float4 *dst,
                    read_write image3d_t vol, int n) {
  float4 v;
  read_pipe(in, &v);
  __attribute__((opencl_unroll_hint(4)))
  for (int i = 0; i < n; ++i)
    dst[i] = v;
  #pragma unroll
  for (int i = 0; i < 8; ++i)
    dst[i] += v;
  #pragma nounroll
  for (int i = 0; i < n; ++i)
    dst[i] -= v;
}
