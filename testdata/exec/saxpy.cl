// EXEC: kernel=saxpy global=128 local=32
// ARG: scalar f32 2.5
// ARG: global f32 128 rand(2)
// ARG: global f32 128 rand(3)
kernel void saxpy(float a, global const float *x, global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
