// EXEC: kernel=kernel_vector_struct_args global=16 local=4
// ARG: global i32 4 special
// ARG: scalar f32 1.5,-2,0.25,8
// ARG: scalar i32 7,-9
// ARG: scalar u8 200,1,255
// ARG: global f32 64 zero
// Kernel arguments of vector types and a struct passed by value.
typedef struct { int a; float b; short c; char d; } params;
kernel void kernel_vector_struct_args(params p, float4 v, int2 w, uchar3 u, global float4 *out) {
    size_t i = get_global_id(0);
    float4 r = v * (float)i + (float)p.a * p.b;
    r.x += p.c + p.d;
    r.yz += convert_float2(w);
    r.w -= (float)(u.x + u.y * 2 + u.z * 3);
    out[i] = r;
}
