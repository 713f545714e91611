// EXEC: kernel=convert_rounding_i2f global=64 local=16
// ARG: global i32 64 bits(23)
// ARG: global u64 64 bits(24)
// ARG: global f32 768 zero
kernel void convert_rounding_i2f(global const int *a, global const ulong *b, global float *out) {
    size_t i = get_global_id(0);
    int x = a[i];
    uint u = (uint)x;
    long l = (long)b[i];
    ulong m = b[i];
    global float *o = out + 12 * i;
    o[0] = convert_float_rte(x);
    o[1] = convert_float_rtz(x);
    o[2] = convert_float_rtp(x);
    o[3] = convert_float_rtn(x);
    o[4] = convert_float_rtz(u);
    o[5] = convert_float_rtp(u);
    o[6] = convert_float_rtn(l);
    o[7] = convert_float_rtp(l);
    o[8] = convert_float_rtz(m);
    o[9] = convert_float(m);
    o[10] = convert_float(l);
    o[11] = convert_float_rte(u);
}
