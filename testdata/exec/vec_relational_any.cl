// EXEC: kernel=vec_relational_any global=8 local=4
// ARG: global f32 32 special
// ARG: global f64 16 special
// ARG: global i32 64 zero
// any/all over relational results, select on double2 and ulong2 lanes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void vec_relational_any(global const float4 *a, global const double2 *b, global int *out) {
    size_t i = get_global_id(0);
    float4 x = a[i];
    double2 d = b[i];
    global int *o = out + 8 * i;
    o[0] = any(isnan(x));
    o[1] = all(isfinite(x));
    o[2] = any(isgreater(x, (float4)(1.0f)));
    o[3] = all(signbit(x) == 0);
    long2 m = isless(d, (double2)(0.5));
    double2 s = select(d, -d, m);
    o[4] = (int)(as_long2(s).x >> 32);
    o[5] = (int)(as_long2(s).y >> 32);
    ulong2 u = select((ulong2)(1, 2), (ulong2)(3, 4), m);
    o[6] = (int)(u.x * 10 + u.y);
    o[7] = any(isnan(d)) + 2 * all(isinf(d));
}
