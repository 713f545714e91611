target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(float %x, i32 %c, ptr addrspace(1) %p, ptr addrspace(1) %sp, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
entry:
  %s = call spir_func float @_Z23intel_sub_group_shufflefj(float %x, i32 %c) #1
  %d = call spir_func float @_Z28intel_sub_group_shuffle_downffj(float %s, float %x, i32 %c) #1
  %u = call spir_func float @_Z26intel_sub_group_shuffle_upffj(float %d, float %x, i32 %c) #1
  %x2 = call spir_func float @_Z27intel_sub_group_shuffle_xorfj(float %u, i32 %c) #1
  %b = fptoui float %x2 to i32
  %v = call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %p) #1
  %w = insertelement <2 x i32> %v, i32 %b, i32 0
  call spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1) %p, <2 x i32> %w) #1
  %h = call spir_func i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1) %sp) #1
  call spir_func void @_Z30intel_sub_group_block_write_usPU3AS1tt(ptr addrspace(1) %sp, i16 %h) #1
  %i = call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, <2 x i32> %coord) #1
  call spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord, i32 %i) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z23intel_sub_group_shufflefj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z28intel_sub_group_shuffle_downffj(float, float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z26intel_sub_group_shuffle_upffj(float, float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z27intel_sub_group_shuffle_xorfj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1), <2 x i32>) #1

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z30intel_sub_group_block_write_usPU3AS1tt(ptr addrspace(1), i16 zeroext) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.EntryPoint = !{!10}
!spirv.Generator = !{!11}
!opencl.ocl.version = !{!12}

!0 = !{!"SPV_INTEL_subgroups"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 22}
!5 = !{i32 39}
!6 = !{i32 5568}
!7 = !{i32 5569}
!8 = !{i32 5570}
!9 = !{i32 2, i32 2}
!10 = !{i32 6, ptr @k, !"k"}
!11 = !{i16 0, i16 0}
!12 = !{i32 2, i32 0}
!13 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none", !"read_only", !"write_only", !"none"}
!15 = !{!"float", !"int", !"char*", !"char*", !"image2d_t", !"image2d_t", !"int2"}
!16 = !{!"", !"", !"", !"", !"", !"", !""}
!17 = !{!"x", !"c", !"p", !"sp", !"in", !"out", !"coord"}
