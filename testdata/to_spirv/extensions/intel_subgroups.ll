; cl_intel_subgroups → SPV_INTEL_subgroups: shuffles on their arguments as they are; block reads
; and writes through a global pointer to the unsigned elements or of an image at a coordinate.
; OPTIONS: --spirv-ext=+SPV_INTEL_subgroups
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %x, i32 %c, ptr addrspace(1) %p, ptr addrspace(1) %sp, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord) {
entry:
  %s = call spir_func float @_Z23intel_sub_group_shufflefj(float %x, i32 %c)
  %d = call spir_func float @_Z28intel_sub_group_shuffle_downffj(float %s, float %x, i32 %c)
  %u = call spir_func float @_Z26intel_sub_group_shuffle_upffj(float %d, float %x, i32 %c)
  %x2 = call spir_func float @_Z27intel_sub_group_shuffle_xorfj(float %u, i32 %c)
  %b = fptoui float %x2 to i32
  %v = call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %p)
  %w = insertelement <2 x i32> %v, i32 %b, i32 0
  call spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1) %p, <2 x i32> %w)
  %h = call spir_func i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1) %sp)
  call spir_func void @_Z30intel_sub_group_block_write_usPU3AS1tt(ptr addrspace(1) %sp, i16 %h)
  %i = call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, <2 x i32> %coord)
  call spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord, i32 %i)
  ret void
}

declare spir_func float @_Z23intel_sub_group_shufflefj(float, i32)
declare spir_func float @_Z28intel_sub_group_shuffle_downffj(float, float, i32)
declare spir_func float @_Z26intel_sub_group_shuffle_upffj(float, float, i32)
declare spir_func float @_Z27intel_sub_group_shuffle_xorfj(float, i32)
declare spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1), <2 x i32>)
declare spir_func i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1))
declare spir_func void @_Z30intel_sub_group_block_write_usPU3AS1tt(ptr addrspace(1), i16)
declare spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32)
