// Three-component vectors of every element type: arithmetic, swizzles (.xyz, .s210, .lo/.hi),
// vload3/vstore3 (packed, 3 elements) against plain loads (padded to 4), vec_step and sizeof,
// conversions and as_type between 3- and 4-component vectors, float3 in structs and local memory.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct { float3 pos; float mass; int3 cell; } particle_t;

kernel void vec3_arith(global const float *in, global float *out, global int3 *cells) {
    size_t i = get_global_id(0);
    float3 a = vload3(i, in);
    float3 b = (float3)(1.0f, 2.0f, 3.0f);
    float3 c = a * b + a.zyx - b.s210 / 2.0f;
    c.xy = c.yx;
    c.z += a.x * b.y;
    vstore3(c, i, out);
    int3 k = convert_int3(c);
    k = k << (int3)(1, 2, 3);
    k ^= (int3)(0x55) & ~k;
    cells[i] = k % (int3)(7, 11, 13);
}

kernel void vec3_types(global char3 *c3, global uchar3 *uc3, global short3 *s3, global ushort3 *us3,
                       global uint3 *u3, global long3 *l3, global ulong3 *ul3, global double3 *d3,
                       global half *h, global int *sizes) {
    size_t i = get_global_id(0);
    c3[i] = c3[i] + (char3)(1, -1, 2);
    uc3[i] = uc3[i] >> (uchar3)(1);
    s3[i] = (short3)(s3[i].z, s3[i].y, s3[i].x) * (short3)(3);
    us3[i] = max(us3[i], (ushort3)(100));
    u3[i] = u3[i] / (uint3)(3, 5, 7);
    l3[i] = l3[i] - (long3)(1L << 40);
    ul3[i] = rotate(ul3[i], (ulong3)(8));
    d3[i] = fma(d3[i], (double3)(2.0), (double3)(0.5));
    half3 hv = vload3(i, h);
    vstore3(hv * (half)2.0h, i, h);
    if (i == 0) {
        sizes[0] = vec_step(float3);
        sizes[1] = sizeof(float3);
        sizes[2] = sizeof(char3);
        sizes[3] = sizeof(double3);
        sizes[4] = vec_step(half3);
        sizes[5] = sizeof(particle_t);
    }
}

kernel void vec3_reinterpret(global float4 *f4, global int3 *i3, global uint *bits) {
    size_t i = get_global_id(0);
    float3 f = f4[i].xyz;
    int4 as4 = as_int4(f4[i]);
    int3 as3 = as_int3(f4[i]);
    float3 back = as_float3(as4);
    i3[i] = as3 + convert_int3_sat_rte(back * 1000.0f);
    uint4 u = as_uint4(f);
    bits[i] = u.x ^ u.y ^ u.z;
}

kernel void particles(global particle_t *ps, local particle_t *scratch, float dt) {
    size_t l = get_local_id(0);
    size_t i = get_global_id(0);
    scratch[l] = ps[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    particle_t p = scratch[(l + 1) % get_local_size(0)];
    float3 d = p.pos - scratch[l].pos;
    float r = length(d) + 1e-3f;
    scratch[l].pos += d * (dt * p.mass / (r * r * r));
    scratch[l].cell = convert_int3(floor(scratch[l].pos));
    barrier(CLK_LOCAL_MEM_FENCE);
    ps[i] = scratch[l];
}
