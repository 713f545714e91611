target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @sign_extend(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 1) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, i32 %3, <2 x i32> %4) #0 {
  %6 = call spir_func <4 x i32> @_Z11read_imagei14ocl_image1d_roi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %0, i32 %3) #0
  %7 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_roi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %0, i32 %3) #0
  %8 = call spir_func <4 x i32> @_Z12read_imageui21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, i32 %3) #0
  call spir_func void @_Z12write_imagei20ocl_image1d_array_woDv2_iDv4_i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 1) %1, <2 x i32> %4, <4 x i32> %6) #0
  call spir_func void @_Z13write_imageui20ocl_image1d_array_woDv2_iDv4_j(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 1) %1, <2 x i32> %4, <4 x i32> %7) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z11read_imagei14ocl_image1d_roi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_roi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z12read_imageui21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z12write_imagei20ocl_image1d_array_woDv2_iDv4_i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 1), <2 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func void @_Z13write_imageui20ocl_image1d_array_woDv2_iDv4_j(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 1), <2 x i32>, <4 x i32>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 44}
!5 = !{i32 47}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
