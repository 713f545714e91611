// The bundled sample kernel for `scripts/run-sample`.
// CL-STD: CL2.0
kernel void vector_add(global const float *a, global const float *b, global float *out, float scale) {
    size_t i = get_global_id(0);
    out[i] = scale * (a[i] + b[i]);
}
