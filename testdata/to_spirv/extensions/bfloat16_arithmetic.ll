; Arithmetic on bfloat: SPV_KHR_bfloat16 gives bfloat storage and conversions only, so an fadd
; on bfloat is an error naming it (not an invalid module).
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; ERROR: OpFAdd on bfloat
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func bfloat @add(bfloat %a, bfloat %b) {
entry:
  %s = fadd bfloat %a, %b
  ret bfloat %s
}
