// EXEC: kernel=atomic_global global=256 local=32
// ARG: global i32 256 range(-1000,1000,31)
// ARG: global i32 8 zero
// ARG: global u32 4 zero
// Global atomics whose final values do not depend on the order of the work-items.
kernel void atomic_global(global const int *in, global int *acc, global uint *cnt) {
    size_t i = get_global_id(0);
    int v = in[i];
    atomic_add(&acc[0], v);
    atomic_sub(&acc[1], v);
    atomic_min(&acc[2], v);
    atomic_max(&acc[3], v);
    atomic_or(&acc[4], 1 << (i % 31));
    atomic_xor(&acc[5], v);
    uint old = atomic_inc(&cnt[0]);
    atomic_add(&cnt[1], old);
    atomic_dec(&cnt[2]);
    atomic_max(&cnt[3], (uint)v);
    atomic_and(&acc[6], ~(1 << (i % 17)));
    atomic_xchg(&acc[7], 5);
}
