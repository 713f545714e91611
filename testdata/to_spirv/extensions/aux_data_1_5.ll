; --spirv-preserve-auxdata below SPIR-V 1.6: the NonSemantic.AuxData set needs SPV_KHR_non_semantic_info, which is declared
; OPTIONS: --spirv-preserve-auxdata --spirv-max-version=1.5
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f() #0 {
entry:
  ret void
}

attributes #0 = { "bar"="baz" }
