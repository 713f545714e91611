// EXEC: kernel=local_array global=32 local=8
// ARG: global f32 32 rand(11)
// ARG: global f32 32 zero
kernel void local_array(global const float *in, global float *out) {
    local float tile[8];
    size_t l = get_local_id(0);
    tile[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    float priv[4];
    for (int k = 0; k < 4; ++k) priv[k] = tile[(l + k) % 8] * (float)(k + 1);
    out[get_global_id(0)] = priv[0] - priv[1] + priv[2] - priv[3];
}
