; A SPIR-V friendly call with more arguments than its instruction has operands (OpDot takes two
; vectors): an error naming the call, not an instruction longer than the grammar allows.
; ERROR: has too many arguments (OpDot takes 2)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(<2 x float> %a, <2 x float> %b) {
entry:
  %d = call spir_func float @_Z11__spirv_DotDv2_fS_S_(<2 x float> %a, <2 x float> %b, <2 x float> %b)
  ret float %d
}

declare spir_func float @_Z11__spirv_DotDv2_fS_S_(<2 x float>, <2 x float>, <2 x float>)
