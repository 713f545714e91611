// EXEC: kernel=algo_sieve_local global=64 local=64
// ARG: global u32 8 zero
// Sieve of Eratosthenes for n < 512 in local memory, one work-item per candidate stride.
kernel void algo_sieve_local(global uint *bits) {
    local uint composite[16];
    size_t l = get_local_id(0);
    if (l < 16) composite[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint p = l + 2;
    if (p * p < 512)
        for (uint m = p * p; m < 512; m += p) atomic_or(&composite[m / 32], 1u << (m % 32));
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 8) bits[l] = ~(composite[2 * l] ^ composite[2 * l + 1] << 1);
}
