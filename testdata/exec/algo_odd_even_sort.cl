// EXEC: kernel=algo_odd_even_sort global=32 local=16
// ARG: global f32 32 rand(214)
// ARG: global f32 32 zero
// Odd-even transposition sort of 16 floats per work-group in local memory.
kernel void algo_odd_even_sort(global const float *in, global float *out) {
    local float v[16];
    size_t l = get_local_id(0);
    v[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int phase = 0; phase < 16; ++phase) {
        size_t a = 2 * (l / 2) + (phase & 1);
        if (l % 2 == 0 && a + 1 < 16) {
            float x = v[a], y = v[a + 1];
            v[a] = fmin(x, y);
            v[a + 1] = fmax(x, y);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = v[l];
}
