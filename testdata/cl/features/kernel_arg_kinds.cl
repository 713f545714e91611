// Kernel argument kinds: every scalar type allowed by value (not bool or size_t), vectors
// by value at widths 2, 3, 4, 8 and 16, structs and unions by value, pointers to every
// address space with const, volatile and restrict qualifiers, half and double pointers,
// images, samplers, and a kernel with no arguments; the kernel attributes
// reqd_work_group_size, work_group_size_hint and vec_type_hint on different kernels.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct { char c; long l; float2 f; } arg_t;
typedef union { uint u; float f; } uarg_t;

kernel void scalars(char c, uchar uc, short s, ushort us, int i, uint u, long l, ulong ul, float f, double d,
                    global double *out) {
    out[0] = c + uc + s + us + i + u + l + ul + f + d;
}

__attribute__((reqd_work_group_size(8, 4, 1)))
kernel void vectors(char2 c, uchar3 uc, short4 s, ushort8 us, int16 i, uint2 u, long3 l, ulong4 ul, float8 f,
                    double16 d, global float *out) {
    out[get_global_id(0)] = c.x + uc.z + s.w + us.s7 + i.sF + u.y + l.z + ul.w + f.s7 + (float)d.sF;
}

__attribute__((work_group_size_hint(64, 1, 1))) __attribute__((vec_type_hint(float4)))
kernel void aggregates(arg_t a, uarg_t b, global arg_t *out) {
    a.l += b.u;
    a.f += b.f;
    out[get_global_id(0)] = a;
}

kernel void qualified(global const int *restrict in, global volatile int *flags, global int *restrict out,
                      constant float *coeffs, local int *scratch, global const volatile uint *status,
                      global half *h, global double *d) {
    size_t i = get_global_id(0);
    scratch[get_local_id(0)] = in[i] * (int)coeffs[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    flags[i] = 1;
    out[i] = scratch[get_local_id(0)] + flags[i] + (int)*status;
    h[i] = (half)d[i];
}

kernel void opaque_args(read_only image2d_t ro, write_only image3d_t wo, sampler_t s, global float4 *out) {
    out[get_global_id(0)] = read_imagef(ro, s, (int2)(0, 0)) + (float4)(get_image_depth(wo));
}

kernel void nothing(void) {
}
