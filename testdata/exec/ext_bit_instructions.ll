; cl_khr_extended_bit_ops through SPV_KHR_bit_instructions: bitfield insert, signed and
; unsigned extract and bit reverse on scalars and vectors.
; OPTIONS: --spirv-ext=+SPV_KHR_bit_instructions
; DECLARES: SPV_KHR_bit_instructions
; EXEC: kernel=bit_instructions global=16 local=8
; ARG: global u32 64 zero
; ARG: global u32 16 rand(21)
; ARG: global i32 16 rand(22)
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   kernel void bit_instructions(global uint *out, global const uint *a, global const int *b) {
;       size_t i = get_global_id(0);
;       uint x = a[i];
;       int y = b[i];
;       uint off = i % 13, count = 1 + i % 17;
;       out[4 * i + 0] = bitfield_insert(x, (uint)y, off, count);
;       out[4 * i + 1] = (uint)bitfield_extract_signed(y, off, count);
;       out[4 * i + 2] = bitfield_extract_unsigned(x, off, count);
;       uint2 v = bit_reverse((uint2)(x, (uint)y));
;       out[4 * i + 3] = v.x ^ (v.y >> 3);
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @bit_instructions(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2) local_unnamed_addr {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %4
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = urem i64 %4, 13
  %10 = trunc nuw nsw i64 %9 to i32
  %11 = urem i64 %4, 17
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = add nuw nsw i32 %12, 1
  %14 = tail call spir_func i32 @_Z15bitfield_insertjjjj(i32 noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %13)
  %15 = shl i64 %4, 4
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4
  %17 = tail call spir_func i32 @_Z23bitfield_extract_signedijj(i32 noundef %8, i32 noundef %10, i32 noundef %13)
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %17, ptr addrspace(1) %18, align 4
  %19 = tail call spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32 noundef %6, i32 noundef %10, i32 noundef %13)
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4
  %21 = insertelement <2 x i32> poison, i32 %6, i64 0
  %22 = insertelement <2 x i32> %21, i32 %8, i64 1
  %23 = tail call spir_func <2 x i32> @_Z11bit_reverseDv2_j(<2 x i32> noundef %22)
  %24 = extractelement <2 x i32> %23, i64 0
  %25 = extractelement <2 x i32> %23, i64 1
  %26 = lshr i32 %25, 3
  %27 = xor i32 %26, %24
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %27, ptr addrspace(1) %28, align 4
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z15bitfield_insertjjjj(i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z23bitfield_extract_signedijj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func <2 x i32> @_Z11bit_reverseDv2_j(<2 x i32> noundef) local_unnamed_addr
