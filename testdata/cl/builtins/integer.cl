// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (ctz is CL2.0)
// Integer functions (OpenCL C 3.0, section 6.15.3), for every integer type,
// scalar and every vector width.

#define Z(T) ((T)0)
#define WIDTHS(M, fn, T) M(fn, T) M(fn, T##2) M(fn, T##3) M(fn, T##4) M(fn, T##8) M(fn, T##16)
#define ALL_INT(M, fn) \
  WIDTHS(M, fn, char) WIDTHS(M, fn, uchar) WIDTHS(M, fn, short) WIDTHS(M, fn, ushort) \
  WIDTHS(M, fn, int) WIDTHS(M, fn, uint) WIDTHS(M, fn, long) WIDTHS(M, fn, ulong)
#define INT32(M, fn) WIDTHS(M, fn, int) WIDTHS(M, fn, uint)

#define A1(fn, T) (void)fn(Z(T));
#define A2(fn, T) (void)fn(Z(T), Z(T));
#define A3(fn, T) (void)fn(Z(T), Z(T), Z(T));

// upsample(hi, lo): the high half is signed or unsigned, the low half is unsigned.
#define UPSAMPLE_W(H, L) \
  (void)upsample(Z(H), Z(L)); (void)upsample(Z(H##2), Z(L##2)); (void)upsample(Z(H##3), Z(L##3)); \
  (void)upsample(Z(H##4), Z(L##4)); (void)upsample(Z(H##8), Z(L##8)); (void)upsample(Z(H##16), Z(L##16));

kernel void integer_functions(void) {
  ALL_INT(A1, abs) ALL_INT(A2, abs_diff) ALL_INT(A2, add_sat) ALL_INT(A2, hadd)
  ALL_INT(A2, rhadd) ALL_INT(A3, clamp) ALL_INT(A1, clz) ALL_INT(A1, ctz)
  ALL_INT(A3, mad_hi) ALL_INT(A3, mad_sat) ALL_INT(A2, max) ALL_INT(A2, min)
  ALL_INT(A2, mul_hi) ALL_INT(A2, rotate) ALL_INT(A2, sub_sat) ALL_INT(A1, popcount)
  INT32(A3, mad24) INT32(A2, mul24)
  UPSAMPLE_W(char, uchar) UPSAMPLE_W(uchar, uchar) UPSAMPLE_W(short, ushort)
  UPSAMPLE_W(ushort, ushort) UPSAMPLE_W(int, uint) UPSAMPLE_W(uint, uint)
  // Vector-with-scalar overloads.
  (void)clamp(Z(int4), 0, 1); (void)clamp(Z(uchar16), Z(uchar), Z(uchar));
  (void)max(Z(long8), Z(long)); (void)min(Z(ushort2), Z(ushort));
  // Integer dot products (cl_khr_integer_dot_product).
  (void)dot(Z(uchar4), Z(uchar4)); (void)dot(Z(char4), Z(char4));
  (void)dot(Z(uchar4), Z(char4)); (void)dot(Z(char4), Z(uchar4));
  (void)dot_acc_sat(Z(uchar4), Z(uchar4), Z(uint)); (void)dot_acc_sat(Z(char4), Z(char4), Z(int));
  (void)dot_4x8packed_uu_uint(Z(uint), Z(uint)); (void)dot_4x8packed_ss_int(Z(uint), Z(uint));
  (void)dot_acc_sat_4x8packed_su_int(Z(uint), Z(uint), Z(int));
  // Bit operations (cl_khr_extended_bit_ops).
  (void)bitfield_insert(Z(uint4), Z(uint4), 1u, 2u);
  (void)bitfield_extract_signed(Z(uint), 1u, 2u);
  (void)bitfield_extract_unsigned(Z(char2), 1u, 2u);
  (void)bit_reverse(Z(ulong3));
}
