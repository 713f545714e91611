// EXEC: kernel=int_shift_counts global=64 local=16
// ARG: global i32 64 bits(55)
// ARG: global u32 64 range(0,200,56)
// ARG: global i32 384 zero
// OpenCL C shifts take the count modulo the operand's width: no undefined shifts.
kernel void int_shift_counts(global const int *a, global const uint *n, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i];
    uint c = n[i];
    long l = (long)x * 977;
    global int *o = out + 6 * i;
    o[0] = (int)((uint)x << c);
    o[1] = x >> c;
    o[2] = (int)((uint)x >> c);
    o[3] = (int)((ulong)l << c);
    o[4] = (int)((ulong)l >> c) ^ (int)(l >> c);
    o[5] = (int)((ushort)x >> (c & 15)) + (int)((uchar)x << (c & 7));
}
