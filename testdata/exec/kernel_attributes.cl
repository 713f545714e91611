// EXEC: kernel=kernel_attributes global=32 local=8
// ARG: global f32 32 rand(231)
// ARG: global f32 32 zero
// Kernel attributes (required and hinted work-group sizes, vector type hint) and qualified
// arguments (const, restrict, volatile).
__attribute__((reqd_work_group_size(8, 1, 1)))
__attribute__((work_group_size_hint(8, 1, 1)))
__attribute__((vec_type_hint(float4)))
kernel void kernel_attributes(global const float *restrict in, global volatile float *out) {
    size_t i = get_global_id(0);
    out[i] = in[i] * (float)get_local_size(0) + in[(i + 1) % 32];
    out[i] += 1.0f;
}
