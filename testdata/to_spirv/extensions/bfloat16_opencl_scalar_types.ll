; The scalar OpenCL C bfloat16 conversion on other types than float → ushort: refused naming the builtin's form, in the reference's words
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
; ERROR: OpConvertBFloat16AsUShort must be of i16 and take float
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @scalar(double %x) {
entry:
  %h = call spir_func i32 @_Z32intel_convert_bfloat16_as_ushortf(double %x)
  ret i32 %h
}

declare spir_func i32 @_Z32intel_convert_bfloat16_as_ushortf(double)
