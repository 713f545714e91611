// OpenCL C 1.2 kernels exercising kernel-argument metadata, qualifiers and
// work-group attributes. Compiled at test time by tests/clang_kernels.rs.

typedef struct { int a; float b; } pair_t;

__attribute__((reqd_work_group_size(8, 4, 1)))
__attribute__((vec_type_hint(float4)))
kernel void scale(global float *restrict out,
                  const global float *in,
                  volatile local int *scratch,
                  constant pair_t *params,
                  float factor) {
  size_t i = get_global_id(0);
  out[i] = in[i] * factor + params->b + scratch[0];
}

__attribute__((work_group_size_hint(64, 1, 1)))
__attribute__((vec_type_hint(int)))
kernel void sample(read_only image2d_t src, write_only image2d_t dst,
                   sampler_t smp, global const volatile uint *restrict lut) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 c = read_imagef(src, smp, p);
  write_imagef(dst, p, c * (float)lut[0]);
}
