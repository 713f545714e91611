// CL-STD: CL3.0
// OpenCL C 3.0: optional features guarded by __opencl_c_* feature macros (generic address space, program-scope globals, atomics scopes, fp64, images, pipes), with fallbacks when absent.

#ifdef __opencl_c_program_scope_global_variables
global int hits = 0;
#endif

#ifdef __opencl_c_generic_address_space
static int load_any(const int *p) { return *p; }
#else
static int load_any(global const int *p) { return *p; }
#endif

kernel void features(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int v = load_any(in + i);
#ifdef __opencl_c_fp64
    double d = (double)v * 0.5;
    v += (int)d;
#endif
#ifdef __opencl_c_atomic_scope_device
    atomic_fetch_add_explicit((volatile global atomic_int *)&out[0], 1, memory_order_relaxed, memory_scope_device);
#endif
#ifdef __opencl_c_program_scope_global_variables
    hits++;
#endif
#if defined(__opencl_c_work_group_collective_functions)
    v += work_group_reduce_add(v);
#endif
    out[i + 1] = v + __OPENCL_C_VERSION__;
}

#ifdef __opencl_c_images
kernel void feature_images(read_only image2d_t img, global float4 *o) {
    o[get_global_id(0)] = read_imagef(img, (int2)(get_global_id(0), 0));
}
#endif
