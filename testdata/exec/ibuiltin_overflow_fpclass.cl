// EXEC: kernel=ibuiltin_overflow_fpclass global=64 local=16
// ARG: global i32 64 special
// ARG: global i32 64 bits(3)
// ARG: global f32 64 special
// ARG: global i32 512 zero
// Unsigned checked arithmetic (llvm.u*.with.overflow; the signed forms are in
// ibuiltin_overflow_signed.cl) and float classification
// (llvm.is.fpclass, single classes and unions) over edge values.
#define CLASS(x, m, k) (__builtin_isfpclass((x), (m)) ? (1 << (k)) : 0)
kernel void ibuiltin_overflow_fpclass(global const int *a, global const int *b, global const float *f, global int *out) {
    int i = get_global_id(0);
    global int *o = out + 8 * i;
    uint u;
    int flags = 0;
    flags |= __builtin_uadd_overflow((uint)a[i], (uint)b[i], &u) << 3;
    o[3] = (int)u;
    flags |= __builtin_usub_overflow((uint)a[i], (uint)b[i], &u) << 4;
    o[4] = (int)u;
    flags |= __builtin_umul_overflow((uint)a[i], (uint)b[i], &u) << 5;
    o[5] = (int)u;
    float x = f[i];
    int c = CLASS(x, 1, 0) | CLASS(x, 2, 1) | CLASS(x, 4, 2) | CLASS(x, 8, 3) | CLASS(x, 16, 4)
          | CLASS(x, 32, 5) | CLASS(x, 64, 6) | CLASS(x, 128, 7) | CLASS(x, 256, 8) | CLASS(x, 512, 9)
          | CLASS(x, 3, 10) | CLASS(x, 0x90, 11) | CLASS(x, 0x1f8, 12) | CLASS(x, 0x204, 13)
          | CLASS(x, 0x60, 14) | CLASS(x, 0x3fc, 15);
    o[7] = flags | (c << 8);
}
