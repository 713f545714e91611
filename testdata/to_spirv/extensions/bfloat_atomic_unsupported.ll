; An atomicrmw fmax on bfloat with SPV_KHR_bfloat16 and SPV_INTEL_16bit_atomics: refused as unsupported, naming the reason (the extension's bfloat atomic capabilities are known to no validator)
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_16bit_atomics
; ERROR: atomicrmw FMax on bfloat (SPV_INTEL_16bit_atomics's bfloat capabilities
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func bfloat @f(ptr addrspace(1) %p, bfloat %v) {
  %old = atomicrmw fmax ptr addrspace(1) %p, bfloat %v seq_cst
  ret bfloat %old
}
