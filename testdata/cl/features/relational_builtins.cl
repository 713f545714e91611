// CL-STD: CL1.2
// Relational builtins: isequal/isnotequal/isgreater..., isfinite/isinf/isnan/isnormal/signbit, isordered/isunordered, any/all, select, bitselect on scalars and vectors.

kernel void relational(global float4 *a, global float4 *b, global int4 *mask, global int *flags) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    int4 m = isequal(x, y) | isnotequal(x, y) << 1 | isgreater(x, y) << 2 | isgreaterequal(x, y) << 3
           | isless(x, y) << 4 | islessequal(x, y) << 5 | islessgreater(x, y) << 6
           | isfinite(x) << 7 | isinf(x) << 8 | isnan(x) << 9 | isnormal(x) << 10 | signbit(x) << 11
           | isordered(x, y) << 12 | isunordered(x, y) << 13;
    mask[i] = m;
    flags[i] = any(m < 0) + 2 * all(m != 0) + isnan(x.x) + (int)signbit(y.w);
    a[i] = select(x, y, m);
    b[i] = bitselect(x, y, as_float4(m));
}
