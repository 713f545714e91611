// EXEC: kernel=vec_as_type global=16 local=4
// ARG: global i32 64 bits(266)
// ARG: global u32 128 zero
// as_type between vector types of equal size but different lane counts and lane types.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void vec_as_type(global const int4 *a, global uint8 *out) {
    size_t i = get_global_id(0);
    int4 x = a[i];
    float4 f = as_float4(x & (int4)(0x7f7fffff));
    uchar16 b = as_uchar16(x);
    ushort8 s = as_ushort8(b.s02468ace13579bdf);
    double2 d = as_double2(x.zwxy & (int4)(0x7fefffff, -1, 0x7fefffff, -1));
    ulong2 q = as_ulong2(d * 0.5);
    out[i] = (uint8)(as_uint4(f * 2.0f), as_uint4(s + (ushort8)(1))) ^ (uint8)(as_uint4(q), as_uint4(b));
}
