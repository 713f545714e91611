target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(float %x, i32 %c, ptr addrspace(1) %p, ptr addrspace(1) %sp, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
entry:
  %s = call spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float %x, i32 %c) #1
  %d = call spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float %s, float %x, i32 %c) #1
  %u = call spir_func float @_Z30__spirv_SubgroupShuffleUpINTELffj(float %d, float %x, i32 %c) #1
  %x2 = call spir_func float @_Z31__spirv_SubgroupShuffleXorINTELfj(float %u, i32 %c) #1
  %b = fptoui float %x2 to i32
  %v = call spir_func <2 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint2PU3AS1Kj(ptr addrspace(1) %p) #1
  %w = insertelement <2 x i32> %v, i32 %b, i32 0
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv2_j(ptr addrspace(1) %p, <2 x i32> %w) #1
  %h = call spir_func i16 @_Z37__spirv_SubgroupBlockReadINTEL_RshortPU3AS1Kt(ptr addrspace(1) %sp) #1
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tt(ptr addrspace(1) %sp, i16 %h) #1
  %i = call spir_func i32 @_Z40__spirv_SubgroupImageBlockReadINTEL_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, <2 x i32> %coord) #1
  call spir_func void @_Z36__spirv_SubgroupImageBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord, i32 %i) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float, float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z30__spirv_SubgroupShuffleUpINTELffj(float, float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z31__spirv_SubgroupShuffleXorINTELfj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <2 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint2PU3AS1Kj(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv2_j(ptr addrspace(1), <2 x i32>) #1

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z37__spirv_SubgroupBlockReadINTEL_RshortPU3AS1Kt(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tt(ptr addrspace(1), i16) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z40__spirv_SubgroupImageBlockReadINTEL_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z36__spirv_SubgroupImageBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.EntryPoint = !{!10}
!spirv.Generator = !{!11}

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
!12 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"read_only", !"write_only", !"none"}
!14 = !{!"float", !"int", !"char*", !"char*", !"image2d_t", !"image2d_t", !"int2"}
!15 = !{!"", !"", !"", !"", !"", !"", !""}
!16 = !{!"x", !"c", !"p", !"sp", !"in", !"out", !"coord"}
