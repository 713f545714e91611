// EXEC: kernel=int_ushort_arith global=64 local=16
// ARG: global u16 64 bits(47)
// ARG: global u16 64 bits(48)
// ARG: global u16 512 zero
// ushort arithmetic: wrap-around, unsigned division, shifts.
kernel void int_ushort_arith(global const ushort *a, global const ushort *b, global ushort *out) {
    size_t i = get_global_id(0);
    ushort x = a[i], y = b[i] | 1;
    global ushort *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = (ushort)((uint)x * (uint)y);
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (x < y) + (x > 40000) * 2;
    o[6] = (ushort)(x >> 7) ^ (ushort)(y << 9);
    o[7] = (ushort)~x;
}
