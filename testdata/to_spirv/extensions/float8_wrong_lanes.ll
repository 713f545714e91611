; An SPV_EXT_float8 conversion whose 8-bit side is not held in i8 lanes is invalid input, named.
; OPTIONS: --spirv-ext=+SPV_EXT_float8
; ERROR: __builtin_spirv_ConvertE4M3ToFP16EXT: its argument is i16, not the lanes of Float8(Float8E4M3EXT)
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_func half @e4m3_hf16(i16 %x) {
entry:
  %0 = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTs(i16 %x)
  ret half %0
}
declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTs(i16)
