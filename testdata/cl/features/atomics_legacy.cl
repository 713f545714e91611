// CL-STD: CL1.2
// OpenCL 1.x atomics: atomic_add/sub/xchg/inc/dec/cmpxchg/min/max/and/or/xor on global and local int/uint, atom_* 64-bit (cl_khr_int64_base_atomics).

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void histogram(global const uchar *data, global uint *bins, local uint *lbins, int n) {
    size_t l = get_local_id(0);
    if (l < 256)
        lbins[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t i = get_global_id(0); i < (size_t)n; i += get_global_size(0))
        atomic_inc(&lbins[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 256)
        atomic_add(&bins[l], lbins[l]);
}

kernel void all_ops(volatile global int *g, volatile global uint *u, volatile global float *f, volatile global long *l) {
    int i = get_global_id(0);
    atomic_sub(&g[0], i);
    atomic_xchg(&g[1], i);
    atomic_dec(&g[2]);
    atomic_cmpxchg(&g[3], 0, i);
    atomic_min(&g[4], i);
    atomic_max(&u[0], (uint)i);
    atomic_and(&u[1], 0xF0u);
    atomic_or(&u[2], 1u << (i & 31));
    atomic_xor(&u[3], (uint)i);
    atomic_xchg(&f[0], (float)i);
    atom_add(&l[0], (long)i);
    atom_cmpxchg(&l[1], 0L, (long)i);
    atom_max(&l[2], (long)i);
}
