// EXEC: kernel=ibuiltin_mad24 global=64 local=16
// ARG: global i32 64 range(-8388608,8388607,177)
// ARG: global i32 64 range(-8388608,8388607,178)
// ARG: global i32 128 zero
// mul24/mad24 on operands within 24 bits.
kernel void ibuiltin_mad24(global const int *a, global const int *b, global int *out) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    out[2 * i] = mul24(x, y) ^ mad24(x, y >> 12, 77);
    out[2 * i + 1] = (int)(mul24((uint)abs(x), (uint)abs(y)) + mad24((uint)abs(x) >> 1, 3u, 1u));
}
