// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (blocks are CL2.0)
// Blocks (OpenCL 2.0 block syntax): block literals capturing private values, blocks with parameters and return values, capture-free blocks, blocks called in a loop.

kernel void block_calls(global int *out, int bias, float w) {
    size_t i = get_global_id(0);
    int (^add_bias)(int) = ^(int x) { return x + bias; };
    float (^mix2)(float, float) = ^(float a, float b) { return w * a + (1.0f - w) * b; };
    int (^no_capture)(void) = ^{ return 42; };
    int r = (int)i;
    for (int k = 0; k < 3; ++k)
        r = add_bias(r);
    out[i] = r + (int)mix2((float)r, (float)bias) + no_capture();
}
