; An SPV_EXT_float8 conversion without the extension allowed fails naming it.
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; ERROR: needs extension SPV_EXT_float8 for call of __builtin_spirv_ConvertFP16ToE4M3EXT
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_func i8 @hf16_e4m3(half %x) {
entry:
  %0 = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half %x)
  ret i8 %0
}
declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half)
