// EXEC: kernel=local_struct_array global=32 local=16
// ARG: global f32 64 rand(238)
// ARG: global f32 32 zero
// An array of structs in local memory, written by one item and read by another.
typedef struct { float x, y; int owner; } cell;
kernel void local_struct_array(global const float *in, global float *out) {
    local cell cells[16];
    size_t l = get_local_id(0), g = get_global_id(0);
    cells[l].x = in[2 * g];
    cells[l].y = in[2 * g + 1];
    cells[l].owner = (int)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    cell c = cells[15 - l];
    out[g] = c.x * c.y + (float)(c.owner - (int)l);
}
