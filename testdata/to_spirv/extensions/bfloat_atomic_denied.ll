; An atomicrmw fadd on bfloat with SPV_KHR_bfloat16 but not SPV_INTEL_16bit_atomics: an error naming SPV_INTEL_16bit_atomics (bfloat atomics exist only there; SPV_KHR_bfloat16 has no bfloat add for a compare-exchange loop)
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; ERROR: needs extension SPV_INTEL_16bit_atomics for atomicrmw FAdd on bfloat
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func bfloat @f(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v seq_cst
  ret bfloat %old
}
