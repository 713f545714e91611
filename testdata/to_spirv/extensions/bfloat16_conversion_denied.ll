; bfloat16 conversion builtins without SPV_INTEL_bfloat16_conversion allowed: an error naming the extension.
; ERROR: SPV_INTEL_bfloat16_conversion
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i16 @narrow(float %x) {
entry:
  %h = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
  ret i16 %h
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
