// EXEC: kernel=int_compare_mixed global=64 local=16
// ARG: global i32 64 special
// ARG: global i32 64 bits(58)
// ARG: global i32 64 zero
// Comparisons of every kind, including signed against unsigned (usual arithmetic conversions).
kernel void int_compare_mixed(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    uint ux = (uint)x;
    long lx = x;
    ulong uy = (ulong)(uint)y;
    int f = 0;
    f |= (x < y) << 0;
    f |= (x <= y) << 1;
    f |= (x > y) << 2;
    f |= (x >= y) << 3;
    f |= (x == y) << 4;
    f |= (x != y) << 5;
    f |= (ux < (uint)y) << 6;
    f |= (ux > 100u) << 7;
    f |= (x < 100u) << 8;
    f |= (lx < (long)uy) << 9;
    f |= ((char)x < (uchar)y) << 10;
    f |= ((short)x >= (short)y) << 11;
    f |= (!x) << 12;
    f |= (x && y) << 13;
    f |= (x || !y) << 14;
    out[i] = f;
}
