; bfloat without SPV_KHR_bfloat16 allowed: an error naming the extension.
; ERROR: needs extension SPV_KHR_bfloat16 for type bfloat
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @widen(bfloat %a) {
entry:
  %w = fpext bfloat %a to float
  ret float %w
}
