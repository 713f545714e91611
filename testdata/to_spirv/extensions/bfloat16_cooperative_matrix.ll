; SPV_KHR_bfloat16 with SPV_KHR_cooperative_matrix: a matrix of bfloat components needs capability
; BFloat16CooperativeMatrixKHR besides BFloat16TypeKHR (the validators require it); built from a
; bfloat constant (bits 0x3F80 = 1.0), loaded and stored.
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i64 %stride) {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructu6__bf16(bfloat 1.0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1u6__bf16PU3AS148__spirv_CooperativeMatrixKHR__bfloat16_3_12_12_2il(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", bfloat, 3, 12, 12, 2) %m, i32 0, i64 %stride)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructu6__bf16(bfloat)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1u6__bf16PU3AS148__spirv_CooperativeMatrixKHR__bfloat16_3_12_12_2il(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", bfloat, 3, 12, 12, 2), i32, i64)
