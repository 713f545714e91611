; SPV_KHR_float_controls2 allowed but not needed: flags core FPFastMathMode can say (nnan) and
; calls without flags leave it out, and the kernel keeps ContractionOff.
; OPTIONS: --spirv-ext=+SPV_KHR_float_controls2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal spir_func float @id(float %x) {
  ret float %x
}

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b) {
entry:
  %s = fadd nnan float %a, %b
  %r = call spir_func float @id(float %s)
  store float %r, ptr addrspace(1) %out
  ret void
}
