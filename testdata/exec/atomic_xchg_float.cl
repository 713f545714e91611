// EXEC: kernel=atomic_xchg_float global=32 local=32
// ARG: global f32 32 rand(237)
// ARG: global f32 32 zero
// ARG: global u32 2 zero
// atomic_xchg on floats: each item swaps its value into a neighbour's slot only after a
// barrier, so every slot gets exactly one writer; the returned old values are summed as bits.
kernel void atomic_xchg_float(global const float *in, global float *slots, global uint *acc) {
    size_t i = get_global_id(0);
    slots[i] = in[i];
    barrier(CLK_GLOBAL_MEM_FENCE);
    float old = atomic_xchg(&slots[(i + 1) % 32], in[i] * 2.0f);
    atomic_add(&acc[0], as_uint(old) & 0xffff);
    atomic_xor(&acc[1], as_uint(old));
}
