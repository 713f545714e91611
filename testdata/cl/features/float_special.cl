// CL-STD: CL1.2
// CLANG-FLAGS: -cl-mad-enable -cl-denorms-are-zero
// Special float values and literals: INFINITY, NAN, MAXFLOAT, FLT_* limits, hex-float literals, signed zero, denormals, fp contraction with -cl-mad-enable style expressions.

kernel void specials(global float *out, global int *cls) {
    size_t i = get_global_id(0);
    float vals[10] = { INFINITY, -INFINITY, NAN, MAXFLOAT, FLT_MIN, FLT_EPSILON, 0x1.fffffep+127f, -0.0f, 0x1p-149f, M_PI_F };
    float v = vals[i % 10];
    out[i] = v * 2.0f + 1.0f;
    cls[i] = isinf(v) | (isnan(v) << 1) | (signbit(v) << 2) | (isnormal(v) << 3) | (FLT_DIG << 4);
    out[i + 16] = copysign(0.0f, v) + nan(7u) + (float)FLT_MAX_EXP + HUGE_VALF;
}
