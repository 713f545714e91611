// With SPV_KHR_untyped_pointers, prefetch(p, n) is OpUntypedPrefetchKHR of the untyped pointer and n times the element's bytes (a constant count folded, a run-time one multiplied; a 3-element vector takes 4 elements' room), as the reference writes it.
// CLANG: -cl-std=CL2.0 -O2
// OPTIONS: --spirv-ext=+SPV_KHR_untyped_pointers
kernel void k(global int4 *p, global float3 *q, global char *r, ulong n) {
  prefetch(p, 4);
  prefetch(q, n);
  prefetch(r, n);
}
