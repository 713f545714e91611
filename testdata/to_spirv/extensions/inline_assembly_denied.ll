; Inline assembly without SPV_INTEL_inline_assembly allowed: an error naming the extension.
; ERROR: needs extension SPV_INTEL_inline_assembly for inline assembly
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call void asm sideeffect "", "~{memory}"()
  ret void
}
