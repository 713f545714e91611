; contract and reassoc fast-math flags → FPFastMathMode AllowContractFastINTEL (0x10000) and
; AllowReassocINTEL (0x20000) with SPV_INTEL_fp_fast_math_mode (capability FPFastMathModeINTEL),
; beside the core bits; `fast` stays the one bit Fast.
; OPTIONS: --spirv-ext=+SPV_INTEL_fp_fast_math_mode
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fm(float %a, float %b) {
entry:
  %mul = fmul contract float %a, %b
  %sub = fsub reassoc nnan float %mul, %b
  %add = fadd fast float %sub, %a
  ret float %add
}
