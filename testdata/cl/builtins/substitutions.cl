// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL1.2
// Not a builtin family: overloadable declarations chosen to exercise clang's substitution
// rules on the builtin type model, so that the table the mangler builds is checked against
// clang for every kind of entry: vectors, qualified pointees in each address space (private
// ones too, which clang enters although private is written as nothing), pointers to
// pointers, _Atomic right after an address space, opaque OpenCL types, and enough distinct
// entries to need multi-character substitution indices (S9_, SA_, S10_).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define OVL __attribute__((overloadable))

void OVL subst_vectors(float4 a, float4 b, int4 c, float4 d, int4 e, half2 f, half2 g);
void OVL subst_qualified(const global float4 *a, global float4 *b, const global float4 *c,
                         float4 d, volatile local int *e, const volatile local int *f,
                         volatile local int *g);
void OVL subst_private(private float4 *a, global float4 *b, float4 c, private float4 *d);
void OVL subst_private_scalar(private int *a, private int *b, const private int *c, int d);
void OVL subst_nested(global int *global *a, local int *private *b, global int *c,
                      const private int2 *private *d, int2 e);
void OVL subst_restrict(global int *restrict private *a, global int *b);
void OVL subst_void(global void *a, const local void *b, global void *c, constant void *d);
void OVL subst_opaque(read_only image2d_t a, write_only image2d_t b, read_only image2d_t c,
                      sampler_t d, sampler_t e, event_t f, private event_t *g, event_t h);
void OVL subst_bool(bool a, bool b, private bool *c, private bool *d);
#if __OPENCL_C_VERSION__ >= 200
void OVL subst_enums(memory_order a, memory_scope b, memory_order c, memory_scope d);
void OVL subst_atomic(global atomic_int *a, global atomic_int *b, atomic_int *c,
                      private atomic_int *d, volatile global atomic_int *e, atomic_float *f);
void OVL subst_queue(queue_t a, clk_event_t b, private clk_event_t *c, queue_t d,
                     const clk_event_t *e, ndrange_t f, ndrange_t g);
void OVL subst_pipe(read_only pipe int a, write_only pipe float b, reserve_id_t c,
                    reserve_id_t d);
#endif

// 40 distinct vector types, then references to the last ones.
#define V10(T) T##2, T##3, T##4, T##8, T##16
void OVL subst_many(V10(char), V10(uchar), V10(short), V10(ushort), V10(int), V10(uint),
                    V10(long), V10(ulong), float16, ulong2, double3, short8, long16);

#define Z(T) ((T)0)
kernel void substitutions(global float *out, read_only image2d_t ri, write_only image2d_t wi,
                          sampler_t s) {
  subst_vectors(Z(float4), Z(float4), Z(int4), Z(float4), Z(int4), Z(half2), Z(half2));
  subst_qualified(0, 0, 0, Z(float4), 0, 0, 0);
  subst_private(0, 0, Z(float4), 0);
  subst_private_scalar(0, 0, 0, 0);
  subst_nested(0, 0, 0, 0, Z(int2));
  subst_restrict(0, 0);
  subst_void(0, 0, 0, 0);
  event_t e = 0;
  subst_opaque(ri, wi, ri, s, s, e, &e, e);
  subst_bool(true, false, 0, 0);
  subst_many(Z(char2), Z(char3), Z(char4), Z(char8), Z(char16), Z(uchar2), Z(uchar3),
             Z(uchar4), Z(uchar8), Z(uchar16), Z(short2), Z(short3), Z(short4), Z(short8),
             Z(short16), Z(ushort2), Z(ushort3), Z(ushort4), Z(ushort8), Z(ushort16), Z(int2),
             Z(int3), Z(int4), Z(int8), Z(int16), Z(uint2), Z(uint3), Z(uint4), Z(uint8),
             Z(uint16), Z(long2), Z(long3), Z(long4), Z(long8), Z(long16), Z(ulong2),
             Z(ulong3), Z(ulong4), Z(ulong8), Z(ulong16), Z(float16), Z(ulong2), Z(double3),
             Z(short8), Z(long16));
}

#if __OPENCL_C_VERSION__ >= 200
kernel void substitutions_cl20(read_only pipe int rp, write_only pipe float wp) {
  subst_enums(memory_order_relaxed, memory_scope_device, memory_order_acquire,
              memory_scope_work_group);
  subst_atomic(0, 0, 0, 0, 0, 0);
  queue_t q = get_default_queue();
  clk_event_t c = create_user_event();
  ndrange_t r = ndrange_1D(1);
  subst_queue(q, c, &c, q, &c, r, r);
  reserve_id_t id = reserve_read_pipe(rp, 1);
  subst_pipe(rp, wp, id, id);
}
#endif
