; A cooperative matrix of Workgroup scope in a kernel with reqd_work_group_size (LocalSize): valid
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
target triple = "spir64-unknown-unknown"

define spir_func void @fill(ptr addrspace(1) %out) {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 0.0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS144__spirv_CooperativeMatrixKHR__float_2_8_8_2ili(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) %m, i32 0, i64 8, i32 0)
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out) !reqd_work_group_size !0 {
entry:
  call spir_func void @fill(ptr addrspace(1) %out)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS144__spirv_CooperativeMatrixKHR__float_2_8_8_2ili(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2), i32, i64, i32)
!0 = !{i32 64, i32 1, i32 1}
