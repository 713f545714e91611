// printf with vector conversions of every width and length modifier (%v2hhd, %v3hd,
// %v4hlf, %v8hlx, %v16hhu, %v2lf, %v4ld, %v3hlg), scalar conversions with flags, width and
// precision (%-8d, %+.3e, %#o, %05x, %*d), strings and characters, pointers in each address
// space, printf inside a helper function and in a loop, and its return value.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

int report(int id, float4 v) {
    return printf("item %d -> %v4hlf\n", id, v);
}

kernel void formats(global const float4 *f, global const int *ip, local int *lp, constant char *msg) {
    int i = (int)get_global_id(0);
    char2 c2 = (char2)(-1, 2);
    short3 s3 = (short3)(1, -2, 3);
    uint8 u8 = (uint8)(1, 2, 3, 4, 5, 6, 7, 8);
    uchar16 c16 = (uchar16)(255);
    double2 d2 = (double2)(0.5, -0.25);
    long4 l4 = (long4)(1L << 40, -1L, 0, 7);
    float3 f3 = f[i].xyz;
    printf("%v2hhd %v3hd %v8hlx %v16hhu\n", c2, s3, u8, c16);
    printf("%v2lf %v4ld %v3hlg\n", d2, l4, f3);
    printf("[%-8d] [%+.3e] [%#o] [%05x] [%*d] [%.2s] [%c%c]\n", ip[i], f[i].x, ip[i], ip[i], 6, ip[i], "abc", 'o', 'k');
    printf("%s %p %p %p\n", msg, ip, lp, &i);
    int total = 0;
    for (int k = 0; k < 3; ++k)
        total += printf("k=%d\n", k);
    if (report(i, f[i]) < 0 || total < 0)
        printf("printf failed\n");
    printf("%lu %ld %hu %hhd %u %i\n", (ulong)get_global_size(0), (long)i, (ushort)i, (char)i, (uint)i, i);
    printf("%f %F %g %G %a %A %e %E\n", 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5);
}
