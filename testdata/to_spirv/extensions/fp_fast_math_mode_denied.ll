; Without SPV_INTEL_fp_fast_math_mode the contract and reassoc flags have no bit: only nnan is
; kept, and no capability or extension is declared.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fm(float %a, float %b) {
entry:
  %mul = fmul contract float %a, %b
  %sub = fsub reassoc nnan float %mul, %b
  ret float %sub
}
