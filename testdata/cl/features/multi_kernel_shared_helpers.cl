// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (program-scope global variable is CL2.0)
// Multiple kernels sharing helpers and program-scope state: kernels with identical signatures, empty kernel, kernel with no arguments, kernel with many arguments of mixed types.

global uint launches = 0;

static float weight(int i) { return 1.0f / (1.0f + (float)i); }

kernel void empty(void) { }

kernel void no_args(void) { launches++; }

kernel void first(global float *d) { d[get_global_id(0)] *= weight(get_global_id(0)); }

kernel void second(global float *d) { d[get_global_id(0)] += weight(get_global_id(0) + 1); }

kernel void many_args(char a, uchar b, short c, ushort d, int e, uint f, long g, ulong h, float i, double j,
                      float2 k, int3 l, uchar4 m, global float *out, local int *scratch, constant int *cst, uint n) {
    scratch[get_local_id(0)] = (int)n;
    out[get_global_id(0)] = a + b + c + d + e + f + g + h + i + (float)j + k.y + l.z + m.w + cst[0] + scratch[0];
}
