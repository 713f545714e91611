target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @media_block(<2 x i32> %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3, ptr addrspace(1) readnone align 4 captures(none) %4) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = call spir_func i8 @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_RcharPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, <2 x i32> %0, i32 1, i32 16) #1
  %7 = call spir_func <4 x i16> @_Z48__spirv_SubgroupImageMediaBlockReadINTEL_Rshort4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, <2 x i32> %0, i32 2, i32 8) #1
  %8 = call spir_func <8 x i32> @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_Rint8PU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3, <2 x i32> %0, i32 4, i32 4) #1
  %9 = insertelement <16 x i8> undef, i8 %6, i32 0
  %10 = shufflevector <16 x i8> %9, <16 x i8> undef, <16 x i32> zeroinitializer
  call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iiiDv16_c(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2, <2 x i32> %0, i32 1, i32 16, <16 x i8> %10) #1
  %11 = extractelement <8 x i32> %8, i32 3
  %12 = extractelement <4 x i16> %7, i32 1
  %13 = zext i16 %12 to i32
  %14 = add i32 %11, %13
  call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iiii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3, <2 x i32> %0, i32 4, i32 1, i32 %14) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_RcharPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <4 x i16> @_Z48__spirv_SubgroupImageMediaBlockReadINTEL_Rshort4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <8 x i32> @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_Rint8PU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iiiDv16_c(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32, i32, <16 x i8>) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iiii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>, i32, i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.EntryPoint = !{!12}
!spirv.Generator = !{!13}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_INTEL_media_block_io"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 7}
!5 = !{i32 11}
!6 = !{i32 13}
!7 = !{i32 14}
!8 = !{i32 22}
!9 = !{i32 39}
!10 = !{i32 5579}
!11 = !{i32 2, i32 2}
!12 = !{i32 6, ptr @media_block, !"media_block"}
!13 = !{i16 0, i16 0}
!14 = !{i32 0, i32 1, i32 1, i32 1, i32 1}
!15 = !{!"none", !"read_only", !"write_only", !"read_write", !"none"}
!16 = !{!"int2", !"image2d_t", !"image2d_t", !"image2d_t", !"char*"}
!17 = !{!"", !"", !"", !"", !""}
