; cl_khr_integer_dot_product through SPV_KHR_integer_dot_product: 4x8-bit dot products of
; vectors and of packed words, signed, unsigned and mixed, plain and accumulating with
; saturation.
; OPTIONS: --spirv-ext=+SPV_KHR_integer_dot_product
; DECLARES: SPV_KHR_integer_dot_product
; EXEC: kernel=integer_dot_product global=16 local=8
; ARG: global i32 96 zero
; ARG: global u32 16 rand(31)
; ARG: global u32 16 rand(32)
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   kernel void integer_dot_product(global int *out, global const uint *a, global const uint *b) {
;       size_t i = get_global_id(0);
;       uint pa = a[i] * 2654435761u, pb = b[i] * 40503u + 7u;
;       uchar4 ua = as_uchar4(pa), ub = as_uchar4(pb);
;       char4 sa = as_char4(pa), sb = as_char4(pb);
;       out[6 * i + 0] = (int)dot(ua, ub);
;       out[6 * i + 1] = dot(sa, sb);
;       out[6 * i + 2] = dot(sa, ub);
;       out[6 * i + 3] = (int)dot_4x8packed_uu_uint(pa, pb);
;       out[6 * i + 4] = dot_acc_sat_4x8packed_ss_int(pa, pb, 2147483000);
;       out[6 * i + 5] = dot_acc_sat(sa, sb, (int)(-2147483000 + (int)i));
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @integer_dot_product(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2) local_unnamed_addr {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = mul i32 %6, -1640531535
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %4
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = mul i32 %9, 40503
  %11 = add i32 %10, 7
  %12 = bitcast i32 %7 to <4 x i8>
  %13 = bitcast i32 %11 to <4 x i8>
  %14 = tail call spir_func i32 @_Z3dotDv4_hS_(<4 x i8> noundef %12, <4 x i8> noundef %13)
  %15 = mul i64 %4, 24
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4
  %17 = tail call spir_func i32 @_Z3dotDv4_cS_(<4 x i8> noundef %12, <4 x i8> noundef %13)
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %17, ptr addrspace(1) %18, align 4
  %19 = tail call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> noundef %12, <4 x i8> noundef %13)
  %20 = getelementptr i8, ptr addrspace(1) %16, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4
  %21 = tail call spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32 noundef %7, i32 noundef %11)
  %22 = getelementptr i8, ptr addrspace(1) %16, i64 12
  store i32 %21, ptr addrspace(1) %22, align 4
  %23 = tail call spir_func i32 @_Z28dot_acc_sat_4x8packed_ss_intjji(i32 noundef %7, i32 noundef %11, i32 noundef 2147483000)
  %24 = getelementptr i8, ptr addrspace(1) %16, i64 16
  store i32 %23, ptr addrspace(1) %24, align 4
  %25 = trunc i64 %4 to i32
  %26 = add nsw i32 %25, -2147483000
  %27 = tail call spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8> noundef %12, <4 x i8> noundef %13, i32 noundef %26)
  %28 = getelementptr i8, ptr addrspace(1) %16, i64 20
  store i32 %27, ptr addrspace(1) %28, align 4
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z3dotDv4_hS_(<4 x i8> noundef, <4 x i8> noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z3dotDv4_cS_(<4 x i8> noundef, <4 x i8> noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> noundef, <4 x i8> noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z28dot_acc_sat_4x8packed_ss_intjji(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8> noundef, <4 x i8> noundef, i32 noundef) local_unnamed_addr
