; Cooperative matrix constants as spirv2llvm writes them: `__spirv_ConstantComposite_R{type}(constant)` (unmangled) → OpConstantComposite, zeroinitializer → OpConstantNull; `_rtp` → FPRoundingMode
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @constants(ptr addrspace(1) %out, i64 %stride) {
entry:
  %k = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @__spirv_ConstantComposite_RPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2(float 2.5)
  %sum = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @_Z12__spirv_FAddPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2S1_(target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %k, target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) zeroinitializer)
  %h = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 2) @_Z74__spirv_FConvert_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_16_16_2_rtpPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2(target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %sum)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DhPU3AS144__spirv_CooperativeMatrixKHR__half_3_16_16_2il(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 2) %h, i32 1, i64 %stride)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @__spirv_ConstantComposite_RPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2(float)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @_Z12__spirv_FAddPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2S1_(target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 2) @_Z74__spirv_FConvert_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_16_16_2_rtpPU3AS145__spirv_CooperativeMatrixKHR__float_3_16_16_2(target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DhPU3AS144__spirv_CooperativeMatrixKHR__half_3_16_16_2il(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 2), i32, i64)
