// EXEC: kernel=ibuiltin_overflow_signed global=64 local=16
// ARG: global i32 64 special
// ARG: global i32 64 bits(5)
// ARG: global i64 64 special
// ARG: global i32 256 zero
// SKIP-LLC: llc 22 cannot select G_SADDO/G_SSUBO, and lowers smul.with.overflow to a test of
// the product's high half against 0 (wrong for negative products)
// Signed checked arithmetic (llvm.s{add,sub,mul}.with.overflow, 32- and 64-bit) over edge values.
kernel void ibuiltin_overflow_signed(global const int *a, global const int *b, global const long *l, global int *out) {
    int i = get_global_id(0);
    global int *o = out + 4 * i;
    int r;
    long w;
    int flags = __builtin_sadd_overflow(a[i], b[i], &r);
    o[0] = r;
    flags |= __builtin_ssub_overflow(a[i], b[i], &r) << 1;
    o[1] = r;
    flags |= __builtin_saddl_overflow(l[i], (long)b[i] << 33, &w) << 2;
    o[2] = (int)(w >> 7);
    flags |= __builtin_ssubl_overflow(l[i], (long)a[i] << 32, &w) << 3;
    flags |= __builtin_smul_overflow(a[i], b[i], &r) << 4;
    o[2] ^= r;
    flags |= __builtin_smull_overflow(l[i] >> 20, (long)b[i] << 12, &w) << 5;
    o[3] = flags ^ (int)(w >> 5);
}
