target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @media_block(<2 x i32> %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3, ptr addrspace(1) readnone align 4 captures(none) %4) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = call spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> %0, i32 1, i32 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1) #1
  %7 = call spir_func <4 x i16> @_Z36intel_sub_group_media_block_read_us4Dv2_iii14ocl_image2d_ro(<2 x i32> %0, i32 2, i32 8, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1) #1
  %8 = call spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_rw(<2 x i32> %0, i32 4, i32 4, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3) #1
  %9 = insertelement <16 x i8> undef, i8 %6, i32 0
  %10 = shufflevector <16 x i8> %9, <16 x i8> undef, <16 x i32> zeroinitializer
  call spir_func void @_Z38intel_sub_group_media_block_write_uc16Dv2_iiiDv16_h14ocl_image2d_wo(<2 x i32> %0, i32 1, i32 16, <16 x i8> %10, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2) #1
  %11 = extractelement <8 x i32> %8, i32 3
  %12 = extractelement <4 x i16> %7, i32 1
  %13 = zext i16 %12 to i32
  %14 = add i32 %11, %13
  call spir_func void @_Z36intel_sub_group_media_block_write_uiDv2_iiij14ocl_image2d_rw(<2 x i32> %0, i32 4, i32 1, i32 %14, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #1

; Function Attrs: convergent nounwind
declare spir_func <4 x i16> @_Z36intel_sub_group_media_block_read_us4Dv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #1

; Function Attrs: convergent nounwind
declare spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_rw(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z38intel_sub_group_media_block_write_uc16Dv2_iiiDv16_h14ocl_image2d_wo(<2 x i32>, i32, i32, <16 x i8>, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z36intel_sub_group_media_block_write_uiDv2_iiij14ocl_image2d_rw(<2 x i32>, i32, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2)) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.EntryPoint = !{!12}
!spirv.Generator = !{!13}
!opencl.ocl.version = !{!14}

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
!14 = !{i32 2, i32 0}
!15 = !{i32 0, i32 1, i32 1, i32 1, i32 1}
!16 = !{!"none", !"read_only", !"write_only", !"read_write", !"none"}
!17 = !{!"int2", !"image2d_t", !"image2d_t", !"image2d_t", !"char*"}
!18 = !{!"", !"", !"", !"", !""}
