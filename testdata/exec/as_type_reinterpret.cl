// EXEC: kernel=as_type_reinterpret global=32 local=8
// ARG: global f32 32 special
// ARG: global u32 128 zero
// as_type reinterprets bits between same-size scalar and vector types.
kernel void as_type_reinterpret(global const float *a, global uint *out) {
    size_t i = get_global_id(0);
    float x = a[i];
    global uint *o = out + 4 * i;
    o[0] = as_uint(x) ^ (uint)as_int(-x);
    uchar4 b = as_uchar4(x);
    o[1] = as_uint(b.wzyx);
    short2 s = as_short2(x);
    o[2] = as_uint((short2)(s.y, (short)(s.x + 1)));
    o[3] = as_uint(as_float(as_uint(x) & 0x7fffffffu) * 2.0f);
}
