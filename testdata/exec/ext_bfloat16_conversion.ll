; cl_intel_bfloat16_conversions through SPV_INTEL_bfloat16_conversion: float to bfloat16 bits
; (rounded to nearest even) and back, on scalars and vectors. (clang's default header does
; not declare the extension's functions.)
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
; DECLARES: SPV_INTEL_bfloat16_conversion
; EXEC: kernel=bfloat16_conversion global=16 local=8
; ARG: global i16 32 zero
; ARG: global f32 32 zero
; ARG: global f32 16 rand(61)
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   ushort __attribute__((overloadable)) intel_convert_bfloat16_as_ushort(float f);
;   ushort2 __attribute__((overloadable)) intel_convert_bfloat162_as_ushort2(float2 f);
;   float __attribute__((overloadable)) intel_convert_as_bfloat16_float(ushort u);
;   float2 __attribute__((overloadable)) intel_convert_as_bfloat162_float2(ushort2 u);
;
;   kernel void bfloat16_conversion(global ushort *bits, global float *back, global const float *in) {
;       size_t i = get_global_id(0);
;       float x = in[i] * 1234.567f;
;       ushort b = intel_convert_bfloat16_as_ushort(x);
;       ushort2 v = intel_convert_bfloat162_as_ushort2((float2)(x, -x * 0.001f));
;       bits[2 * i] = b;
;       bits[2 * i + 1] = v.y;
;       back[2 * i] = intel_convert_as_bfloat16_float(b);
;       back[2 * i + 1] = intel_convert_as_bfloat162_float2(v).y;
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @bfloat16_conversion(ptr addrspace(1) noundef writeonly align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2) local_unnamed_addr {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4
  %7 = fmul float %6, 0x40934A44A0000000
  %8 = tail call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float noundef %7)
  %9 = insertelement <2 x float> poison, float %7, i64 0
  %10 = fmul float %7, 0xBF50624DE0000000
  %11 = insertelement <2 x float> %9, float %10, i64 1
  %12 = tail call spir_func <2 x i16> @_Z34intel_convert_bfloat162_as_ushort2Dv2_f(<2 x float> noundef %11)
  %13 = shl i64 %4, 1
  %14 = getelementptr inbounds nuw i16, ptr addrspace(1) %0, i64 %13
  store i16 %8, ptr addrspace(1) %14, align 2
  %15 = extractelement <2 x i16> %12, i64 1
  %16 = or disjoint i64 %13, 1
  %17 = getelementptr inbounds nuw i16, ptr addrspace(1) %0, i64 %16
  store i16 %15, ptr addrspace(1) %17, align 2
  %18 = tail call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 noundef zeroext %8)
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %13
  store float %18, ptr addrspace(1) %19, align 4
  %20 = tail call spir_func <2 x float> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i16> noundef %12)
  %21 = extractelement <2 x float> %20, i64 1
  %22 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %16
  store float %21, ptr addrspace(1) %22, align 4
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float noundef) local_unnamed_addr

declare dso_local spir_func <2 x i16> @_Z34intel_convert_bfloat162_as_ushort2Dv2_f(<2 x float> noundef) local_unnamed_addr

declare dso_local spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 noundef zeroext) local_unnamed_addr

declare dso_local spir_func <2 x float> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i16> noundef) local_unnamed_addr
