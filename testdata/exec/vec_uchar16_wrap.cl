// EXEC: kernel=vec_uchar16_wrap global=8 local=4
// ARG: global u8 128 bits(100)
// ARG: global u8 128 bits(101)
// ARG: global u8 256 zero
// uchar16: lanes wrap modulo 256, shifts count modulo 8 for vectors.
kernel void vec_uchar16_wrap(global const uchar16 *a, global const uchar16 *b, global uchar16 *out) {
    size_t i = get_global_id(0);
    uchar16 x = a[i], y = b[i];
    out[2 * i] = x + y * (uchar)3 - (x ^ y);
    out[2 * i + 1] = (x << (y & (uchar)7)) | (x >> (uchar)9) | (uchar16)as_uchar16(x > y);
}
