; A cooperative matrix type without SPV_KHR_cooperative_matrix allowed: the error names the extension
; OPTIONS: --spirv-ext=-all
; ERROR: SPV_KHR_cooperative_matrix
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill() {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 1.0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
