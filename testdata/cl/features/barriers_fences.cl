// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (work_group_barrier with scopes, read_write images are CL2.0)
// Barriers and fences: barrier with local/global/image flags, work_group_barrier with scopes, mem_fence/read_mem_fence/write_mem_fence, sub_group_barrier-free variants.

kernel void fences(global int *g, local int *l, read_write image2d_t img) {
    size_t i = get_local_id(0);
    l[i] = g[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    g[get_global_id(0)] = l[(i + 1) % get_local_size(0)];
    barrier(CLK_GLOBAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
    work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
    write_imagei(img, (int2)(i, 0), (int4)(l[i]));
    work_group_barrier(CLK_IMAGE_MEM_FENCE);
    int4 v = read_imagei(img, (int2)(i, 0));
    mem_fence(CLK_LOCAL_MEM_FENCE);
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    write_mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    g[get_global_id(0)] += v.x;
}
