; `_Z21__spirv_LessOrGreater`: a length-prefixed __spirv_ name without parameter types is still the instruction; OpLessOrGreater (deprecated) is written as OpFOrdNotEqual, which means the same.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i1 @less_or_greater(float %a, float %b) {
entry:
  %r = call spir_func i1 @_Z21__spirv_LessOrGreater(float %a, float %b)
  ret i1 %r
}

declare spir_func i1 @_Z21__spirv_LessOrGreater(float, float)
