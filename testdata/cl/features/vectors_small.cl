// CL-STD: CL1.2
// Vectors of 2, 3 and 4 components: literals, swizzles (.xyzw, .s0123, .lo/.hi/.even/.odd), component-wise ops, vector compare results, vec3 load/store.

kernel void swizzles(global float4 *v4, global float2 *v2, global int4 *iv) {
    size_t i = get_global_id(0);
    float4 a = v4[i];
    float4 b = a.wzyx;
    float2 c = a.xz + b.s13;
    float4 d = (float4)(c, a.lo);
    d.odd = d.even * 2.0f;
    d.hi = v2[i].yx;
    v4[i] = d + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    v2[i] = a.hi - b.lo;
    int4 m = a > b;
    iv[i] = select((int4)(0), (int4)(1, 2, 3, 4), m);
}

kernel void vec3_ops(global float *packed, global float3 *aligned, global int3 *ints) {
    size_t i = get_global_id(0);
    float3 p = vload3(i, packed);
    float3 q = aligned[i];
    float3 r = cross(p, q) + (float3)(dot(p, q));
    vstore3(r, i, packed);
    aligned[i] = r.zxy;
    int3 k = ints[i];
    k.xy = k.yx;
    k += (int3)(1, 2, 3);
    ints[i] = k << 1;
}

kernel void char_short(global uchar2 *c2, global short3 *s3, global char4 *c4) {
    size_t i = get_global_id(0);
    uchar2 c = c2[i];
    c2[i] = c * (uchar2)(3) + c.yx;
    short3 s = s3[i];
    s3[i] = abs_diff(s, (short3)(-1, 0, 1)) > (ushort3)(2) ? s : -s;
    char4 q = c4[i];
    c4[i] = rotate(q, (char4)(1, 2, 3, 4));
}
