; A cooperative matrix type whose scope is no Scope value is refused, naming the parameter
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
; ERROR: Unsupported Scope parameter 8
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill() {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 8, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 1.0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 8, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
