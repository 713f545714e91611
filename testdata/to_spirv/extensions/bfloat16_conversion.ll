; SPV_INTEL_bfloat16_conversion: OpenCL C's intel_convert_bfloat16{n}_as_ushort{n} and intel_convert_as_bfloat16{n}_float{n}, and the __spirv_ names, become OpConvertFToBF16INTEL / OpConvertBF16ToFINTEL.
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @round_trip(float %x, <4 x float> %v, ptr addrspace(1) %out) {
entry:
  %h = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
  store i16 %h, ptr addrspace(1) %out, align 2
  %hv = call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %v)
  %back = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %hv)
  %s = call spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float %x)
  %f = call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16 %s)
  %w = insertelement <4 x float> %back, float %f, i32 0
  ret <4 x float> %w
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float>)
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>)
declare spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float)
declare spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16)
