// clang-22's own kernel argument metadata at -O0 (-cl-kernel-arg-info adds kernel_arg_name),
// with an image, a sampler, a local pointer, a struct by value and a typedef'd vector:
// the OpStrings list the types as written, the image access qualifier picks the image type.
// CLANG: -cl-std=CL2.0 -O0 -cl-kernel-arg-info
typedef float2 pair_t;
typedef struct { int a; float b; } item_t;
kernel void args(read_only image2d_t img, sampler_t s, global pair_t *out, local int *tmp,
                 item_t item, const uint n) {
  out[n] = read_imagef(img, s, (int2)(item.a, 0)).xy + item.b;
  tmp[0] = 1;
}
