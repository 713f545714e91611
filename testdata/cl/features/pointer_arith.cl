// CL-STD: CL1.2
// Pointer arithmetic: increments, differences (ptrdiff_t), comparisons, casts between element types, pointer-to-integer (uintptr_t), pointers to pointers in private memory, NULL checks.

kernel void ptrs(global float *a, global float *b, global long *diffs, global uchar *raw) {
    size_t i = get_global_id(0);
    global float *p = a + i;
    global float *end = a + get_global_size(0);
    global float *q = b + 2;
    global float *ptrs[2] = { p, q };
    global float **pp = ptrs;
    ptrdiff_t d = end - p;
    diffs[i] = d;
    if (p < end && p != 0)
        *p = *(*pp + 1) + (*(pp[1] + i));
    global uchar *bytes = (global uchar *)p;
    raw[i] = bytes[0] ^ bytes[3];
    uintptr_t addr = (uintptr_t)p;
    diffs[i + 1] = (long)(addr & 0xF);
    global int *asint = (global int *)b;
    asint[i] = asint[i] & 0x7fffffff;
    p++;
    --q;
    diffs[i + 2] = p - (q + 1);
}
