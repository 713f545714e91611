; A cooperative matrix of Workgroup scope in a kernel (here through a call) that states no reqd_work_group_size is an error naming the kernel: SPIR-V needs its LocalSize
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
; ERROR: a cooperative matrix of Workgroup scope in kernel k, which states no work-group size
target triple = "spir64-unknown-unknown"

define spir_func void @fill(ptr addrspace(1) %out) {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 0.0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS144__spirv_CooperativeMatrixKHR__float_2_8_8_2ili(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) %m, i32 0, i64 8, i32 0)
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  call spir_func void @fill(ptr addrspace(1) %out)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS144__spirv_CooperativeMatrixKHR__float_2_8_8_2ili(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2), i32, i64, i32)
