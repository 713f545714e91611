// Local memory: kernel-scope local arrays of several types (char, short4, float, double,
// structs), local pointer arguments, a 2D tile with padding and barriers, a local histogram
// with local atomics (atomic_inc, atomic_add, atom_add), local memory reused across phases,
// local pointers passed to helpers, and async copies with wait_group_events.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable

typedef struct { int key; float val; } kv_t;

void reverse_local(local float *buf, size_t n) {
    size_t l = get_local_id(0);
    float v = buf[n - 1 - l];
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
}

kernel void transpose_tile(global const float *in, global float *out, int w, int h) {
    local float tile[16][17];
    int x = get_global_id(0), y = get_global_id(1);
    int lx = get_local_id(0), ly = get_local_id(1);
    if (x < w && y < h)
        tile[ly][lx] = in[y * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int tx = get_group_id(1) * 16 + lx, ty = get_group_id(0) * 16 + ly;
    if (tx < h && ty < w)
        out[ty * h + tx] = tile[lx][ly];
}

kernel void histogram(global const uchar *data, global uint *bins, int n) {
    local uint hist[256];
    local int total;
    size_t l = get_local_id(0);
    for (size_t b = l; b < 256; b += get_local_size(0))
        hist[b] = 0;
    if (l == 0)
        total = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = get_global_id(0); k < n; k += get_global_size(0)) {
        atomic_inc(&hist[data[k]]);
        atom_add(&total, 1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t b = l; b < 256; b += get_local_size(0))
        atomic_add(&bins[b], hist[b]);
    if (l == 0)
        atomic_add(&bins[256], (uint)total);
}

kernel void mixed(global const float *in, global float *out, local float *dyn, global kv_t *kv, global double *d) {
    local char flags[64];
    local short4 packs[8];
    local double sums[64];
    local kv_t pairs[64];
    size_t l = get_local_id(0) & 63;
    size_t n = get_local_size(0);
    event_t e = async_work_group_copy(dyn, in + get_group_id(0) * n, n, 0);
    wait_group_events(1, &e);
    flags[l] = dyn[l] > 0.0f;
    packs[l & 7] = (short4)((short)l);
    sums[l] = (double)dyn[l];
    pairs[l] = kv[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    reverse_local(dyn, n);
    pairs[l].val += dyn[l] * (float)flags[(l + 1) & 63] + (float)packs[l & 7].w;
    barrier(CLK_LOCAL_MEM_FENCE);
    kv[get_global_id(0)] = pairs[(l + 1) & 63];
    d[get_global_id(0)] = sums[63 - l];
    e = async_work_group_copy(out + get_group_id(0) * n, dyn, n, 0);
    wait_group_events(1, &e);
}
