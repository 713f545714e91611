// EXEC: kernel=sizeof_vec_step global=4 local=4
// ARG: global i32 64 zero
// sizeof and vec_step of scalar, vector (3-element vectors are padded) and struct types.
typedef struct { char c; int i; short s; } padded;
typedef struct __attribute__((packed)) { char c; int i; short s; } packed_t;
kernel void sizeof_vec_step(global int *out) {
    size_t i = get_global_id(0);
    global int *o = out + 16 * i;
    o[0] = sizeof(char) + sizeof(short) * 10 + sizeof(int) * 100 + sizeof(long) * 1000;
    o[1] = sizeof(float3) + sizeof(int3) * 100 + sizeof(char3) * 10000;
    o[2] = vec_step(float3) + vec_step(int16) * 100 + vec_step(double2) * 10000;
    o[3] = sizeof(padded) * 100 + sizeof(packed_t);
    o[4] = __alignof__(padded) + __alignof__(float4) * 100;
    o[5] = sizeof(size_t) + sizeof(void *) * 100 + (int)i;
}
