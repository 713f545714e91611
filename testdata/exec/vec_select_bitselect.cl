// EXEC: kernel=vec_select_bitselect global=32 local=8
// ARG: global f32 128 rand(107)
// ARG: global i32 128 bits(108)
// ARG: global f32 128 zero
// ARG: global i32 128 zero
// select takes the most significant bit of vector lanes; bitselect picks bits.
kernel void vec_select_bitselect(global const float4 *a, global const int4 *m, global float4 *fo, global int4 *io) {
    size_t i = get_global_id(0);
    float4 x = a[i];
    int4 c = m[i];
    fo[i] = select(x, -x * 2.0f, c);
    io[i] = select(c, c >> 3, c) + bitselect(c, ~c, (int4)(0x0f0f0f0f));
}
