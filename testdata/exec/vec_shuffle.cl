// EXEC: kernel=vec_shuffle global=16 local=4
// ARG: global f32 64 rand(221)
// ARG: global u32 128 bits(222)
// ARG: global f32 128 zero
// shuffle and shuffle2 pick lanes by a mask taken modulo the lane count.
kernel void vec_shuffle(global const float4 *a, global const uint8 *m, global float8 *out) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = a[(i + 1) % 16];
    uint8 k = m[i];
    out[i] = (float8)(shuffle(x, k.lo), shuffle2(x, y, k.hi));
    float2 p = shuffle(x, (uint2)(3, 1));
    out[i].s01 += p;
}
