; SPV_EXT_float8 (and SPV_KHR_bfloat16): __builtin_spirv_Convert{FP16,BF16}To{E4M3,E5M2}EXT and back on scalars and vectors → OpFConvert to or from OpTypeFloat 8 of the encoding, bitcast from or to the i8 lanes LLVM holds them in (the parameter spelling of the names is not read: the argument types decide)
; OPTIONS: --spirv-ext=+SPV_EXT_float8,+SPV_KHR_bfloat16
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"
define spir_func half @e4m3_hf16_scalar() {
entry:
  %0 = call half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 1)
  ret half %0
}
declare dso_local spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
define spir_func <8 x bfloat> @e5m2_bf16_vector() {
entry:
  %0 = call <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_i(<8 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
  ret <8 x bfloat> %0
}
declare dso_local spir_func <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_i(<8 x i8>)
define spir_func i8 @bf16_e4m3_scalar(bfloat %x) {
entry:
  %0 = call i8 @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDF16b(bfloat %x)
  ret i8 %0
}
declare dso_local spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDF16b(bfloat)
define spir_func <8 x i8> @hf16_e5m2_vector(<8 x half> %x) {
entry:
  %0 = call <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv8_Dh(<8 x half> %x)
  ret <8 x i8> %0
}
declare dso_local spir_func <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv8_Dh(<8 x half>)
