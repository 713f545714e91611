// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// CLANG-FLAGS: -DNO_LOD_WRITES
// Image read, write and query functions (OpenCL C 3.0, section 6.15.16), for
// every image type and access qualifier, with the mipmap
// (cl_khr_mipmap_image), depth (cl_khr_depth_images) and multi-sample
// (cl_khr_gl_msaa_sharing) forms.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_depth_images : enable
#pragma OPENCL EXTENSION cl_khr_gl_msaa_sharing : enable

#define Z(T) ((T)0)
#define READS(img, C) \
  (void)read_imagef(img, s, Z(C##_f)); (void)read_imagei(img, s, Z(C##_f)); \
  (void)read_imageui(img, s, Z(C##_f)); (void)read_imagef(img, s, Z(C##_i)); \
  (void)read_imagei(img, s, Z(C##_i)); (void)read_imageui(img, s, Z(C##_i)); \
  (void)read_imageh(img, s, Z(C##_f)); (void)read_imageh(img, s, Z(C##_i)); \
  (void)read_imagef(img, Z(C##_i)); (void)read_imagei(img, Z(C##_i)); \
  (void)read_imageui(img, Z(C##_i)); (void)read_imageh(img, Z(C##_i));
#define WRITES(img, C) \
  write_imagef(img, Z(C##_i), Z(float4)); write_imagei(img, Z(C##_i), Z(int4)); \
  write_imageui(img, Z(C##_i), Z(uint4)); write_imageh(img, Z(C##_i), Z(half4));
#define QUERY_1D(img) (void)get_image_width(img); (void)get_image_channel_data_type(img); \
  (void)get_image_channel_order(img);
#define QUERY_2D(img) QUERY_1D(img) (void)get_image_height(img); (void)get_image_dim(img);

// Coordinate types per image dimensionality.
#define c1_f float
#define c1_i int
#define c2_f float2
#define c2_i int2
#define c4_f float4
#define c4_i int4

kernel void image_ro(read_only image1d_t i1, read_only image1d_array_t i1a,
                     read_only image1d_buffer_t i1b, read_only image2d_t i2,
                     read_only image2d_array_t i2a, read_only image3d_t i3,
                     read_only image2d_depth_t i2d, read_only image2d_array_depth_t i2ad,
                     read_only image2d_msaa_t i2m, read_only image2d_array_msaa_t i2am,
                     read_only image2d_msaa_depth_t i2md,
                     read_only image2d_array_msaa_depth_t i2amd, sampler_t s) {
  READS(i1, c1) READS(i1a, c2) READS(i2, c2) READS(i2a, c4) READS(i3, c4)
  (void)read_imagef(i1b, 0); (void)read_imagei(i1b, 0); (void)read_imageui(i1b, 0);
  (void)read_imageh(i1b, 0);
  (void)read_imagef(i2d, s, Z(float2)); (void)read_imagef(i2d, s, Z(int2));
  (void)read_imagef(i2d, Z(int2)); (void)read_imagef(i2ad, s, Z(float4));
  (void)read_imagef(i2ad, Z(int4));
  (void)read_imagef(i2m, Z(int2), 0); (void)read_imagei(i2m, Z(int2), 0);
  (void)read_imageui(i2m, Z(int2), 0); (void)read_imagef(i2am, Z(int4), 0);
  (void)read_imagef(i2md, Z(int2), 0); (void)read_imagef(i2amd, Z(int4), 0);
#if defined(cl_khr_mipmap_image)
  // Mipmaps: explicit level of detail and gradients.
  (void)read_imagef(i2, s, Z(float2), 1.0f);
  (void)read_imagef(i2, s, Z(float2), Z(float2), Z(float2));
  (void)read_imageui(i3, s, Z(float4), 1.0f); (void)read_imagef(i1a, s, Z(float2), 0.5f);
  (void)get_image_num_mip_levels(i2); (void)get_image_num_mip_levels(i3);
#endif
  QUERY_1D(i1) QUERY_1D(i1b) QUERY_1D(i1a) (void)get_image_array_size(i1a);
  QUERY_2D(i2) QUERY_2D(i2a) (void)get_image_array_size(i2a); QUERY_2D(i3)
  (void)get_image_depth(i3); QUERY_2D(i2d) QUERY_2D(i2ad) (void)get_image_array_size(i2ad);
  QUERY_2D(i2m) (void)get_image_num_samples(i2m); QUERY_2D(i2am);
  (void)get_image_num_samples(i2am); QUERY_2D(i2md) QUERY_2D(i2amd);
}

kernel void image_wo(write_only image1d_t i1, write_only image1d_array_t i1a,
                     write_only image1d_buffer_t i1b, write_only image2d_t i2,
                     write_only image2d_array_t i2a, write_only image3d_t i3,
                     write_only image2d_depth_t i2d, write_only image2d_array_depth_t i2ad) {
  WRITES(i1, c1) WRITES(i1a, c2) WRITES(i1b, c1) WRITES(i2, c2) WRITES(i2a, c4)
  WRITES(i3, c4)
  write_imagef(i2d, Z(int2), 0.0f); write_imagef(i2ad, Z(int4), 0.0f);
#if defined(cl_khr_mipmap_image_writes) && !defined(NO_LOD_WRITES)
  // Writes with a level of detail: for the mangling conformance test only. spirv-val 2023.1
  // rejects the Lod operand of OpImageWrite, so no valid SPIR-V exists for them and
  // scripts/build-testdata leaves them out of the llvm2spirv kernel set (CLANG-FLAGS above);
  // translator/tests/to_spirv_errors.rs pins the error llvm2spirv reports.
  write_imagef(i2, Z(int2), 1, Z(float4)); write_imageui(i3, Z(int4), 1, Z(uint4));
#endif
  QUERY_1D(i1) QUERY_1D(i1a) QUERY_1D(i1b) QUERY_2D(i2) QUERY_2D(i2a) QUERY_2D(i3)
  (void)get_image_depth(i3); QUERY_2D(i2d) QUERY_2D(i2ad)
  (void)get_image_array_size(i1a); (void)get_image_array_size(i2ad);
}

#if __OPENCL_C_VERSION__ >= 200
kernel void image_rw(read_write image1d_t i1, read_write image2d_t i2,
                     read_write image2d_array_t i2a, read_write image3d_t i3,
                     read_write image1d_buffer_t i1b, read_write image2d_depth_t i2d) {
  (void)read_imagef(i1, 0); (void)read_imagei(i2, Z(int2)); (void)read_imageui(i2a, Z(int4));
  (void)read_imageh(i3, Z(int4)); (void)read_imagef(i1b, 0); (void)read_imagef(i2d, Z(int2));
  WRITES(i1, c1) WRITES(i2, c2) WRITES(i2a, c4) WRITES(i3, c4) WRITES(i1b, c1)
  write_imagef(i2d, Z(int2), 0.0f);
  QUERY_1D(i1) QUERY_2D(i2) QUERY_2D(i2a) QUERY_2D(i3) QUERY_1D(i1b) QUERY_2D(i2d)
  (void)get_image_depth(i3); (void)get_image_array_size(i2a);
}
#endif
