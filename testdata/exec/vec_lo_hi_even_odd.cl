// EXEC: kernel=vec_lo_hi_even_odd global=16 local=4
// ARG: global i32 128 iota
// ARG: global i32 128 zero
kernel void vec_lo_hi_even_odd(global const int8 *in, global int8 *out) {
    size_t i = get_global_id(0);
    int8 v = in[i];
    int4 lo = v.lo, hi = v.hi, ev = v.even, od = v.odd;
    out[i] = (int8)(lo * 100 + hi, ev.xy - od.wz, ev.zw ^ od.xy);
}
