; A small-float conversion builtin of the reference's FP4 family without its extension: an error
; naming SPV_INTEL_float4 (was: a call of an undefined function).
; OPTIONS: --spirv-ext=+SPV_INTEL_int4
; ERROR: SPV_INTEL_float4
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_func half @intel_conv() {
entry:
  %r = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i8 1)
  ret half %r
}

declare spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i8)
