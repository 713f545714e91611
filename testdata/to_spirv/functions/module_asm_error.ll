; Module-level inline assembly has no SPIR-V form (SPV_INTEL_inline_assembly covers calls
; only): an error in the reference's words, never silently dropped (it may define symbols).
; ERROR: Module-level inline assembly is not supported in SPIR-V
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

module asm ".globl helper"

define spir_kernel void @k() {
  ret void
}
