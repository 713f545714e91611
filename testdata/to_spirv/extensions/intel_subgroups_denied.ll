; cl_intel_subgroups without SPV_INTEL_subgroups allowed: an error naming the extension.
; ERROR: SPV_INTEL_subgroups
; OPTIONS: --spirv-ext=-all
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @k(float %x, i32 %c) {
entry:
  %s = call spir_func float @_Z23intel_sub_group_shufflefj(float %x, i32 %c)
  ret float %s
}

declare spir_func float @_Z23intel_sub_group_shufflefj(float, i32)
