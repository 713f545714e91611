// CL-STD: CL1.2
// Vector literal forms and operators: mixed-size literals, scalar widening, vector ?: with select semantics, vector compare -> mask, shuffle/shuffle2, vector bitwise ops, vec_step.

kernel void vec_ops(global int4 *a, global float8 *f, global uint *steps, global char16 *c) {
    size_t i = get_global_id(0);
    int4 x = (int4)((int2)(1, 2), 3, 4);
    int4 y = (int4)(5, (int2)(6, 7), 8);
    int4 z = (int4)(9);
    int4 m = x < y;
    int4 r = m ? x : y;
    a[i] = (r + z) & ~(x ^ y) | (x << 2) >> 1;
    float8 v = f[i];
    uint8 mask = (uint8)(7, 6, 5, 4, 3, 2, 1, 0);
    f[i] = shuffle(v, mask) + shuffle2(v, v * 2.0f, mask + 8u);
    steps[i] = vec_step(float3) + vec_step(int16) + vec_step(v);
    char16 cc = c[i];
    c[i] = cc > (char16)0 ? cc : -cc;
}
