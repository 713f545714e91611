// OpenCL 1.x atomics: atomic_{add,sub,xchg,inc,dec,cmpxchg,min,max,and,or,xor} on global
// and local int and uint, atomic_xchg of float, the cl_khr_{global,local}_int32_*
// atom_ spellings, and the 64-bit atom_ functions (cl_khr_int64_base_atomics and
// cl_khr_int64_extended_atomics) on long and ulong.
#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_global_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void ints(volatile global int *g, volatile global uint *u, volatile global float *f, global int *out) {
    local int l[4];
    local uint lu;
    int x = (int)get_global_id(0);
    if (get_local_id(0) == 0) {
        l[0] = l[1] = l[2] = l[3] = 0;
        lu = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int r = atomic_add(g, x) + atomic_sub(g + 1, x) + atomic_xchg(g + 2, x) + atomic_inc(g + 3) + atomic_dec(g + 4) +
            atomic_cmpxchg(g + 5, 0, x) + atomic_min(g + 6, x) + atomic_max(g + 7, x) + atomic_and(g + 8, ~x) +
            atomic_or(g + 9, x) + atomic_xor(g + 10, x);
    r += (int)(atomic_add(u, 1u) + atomic_min(u + 1, (uint)x) + atomic_max(u + 2, (uint)x) + atomic_cmpxchg(u + 3, 1u, 2u));
    r += (int)atomic_xchg(f, (float)x);
    r += atomic_add(&l[0], 1) + atomic_inc(&l[1]) + atomic_max(&l[2], x) + atomic_cmpxchg(&l[3], 0, x) +
         (int)atomic_or(&lu, 1u << (x & 31));
    r += atom_add(g, 1) + atom_xchg(g + 2, 0) + atom_inc(g + 3) + atom_min(g + 6, 0) + atom_or(&l[0], 2) + atom_dec(&l[1]);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[x] = r + l[0] + (int)lu;
}

kernel void longs(volatile global long *l, volatile global ulong *u, global long *out) {
    long x = (long)get_global_id(0);
    long r = atom_add(l, x) + atom_sub(l + 1, x) + atom_xchg(l + 2, x) + atom_inc(l + 3) + atom_dec(l + 4) +
             atom_cmpxchg(l + 5, 0L, x) + atom_min(l + 6, x) + atom_max(l + 7, x) + atom_and(l + 8, ~x) +
             atom_or(l + 9, x) + atom_xor(l + 10, x);
    r += (long)(atom_add(u, 1UL) + atom_min(u + 1, (ulong)x) + atom_max(u + 2, (ulong)x << 33));
    out[x] = r;
}
