target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @depth(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 1) %1, target("spirv.Sampler") %2, <2 x i32> %3, <2 x float> %4, <4 x i32> %5) #0 {
  %7 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, <2 x i32> %3) #0
  %8 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, <2 x i32> %3) #0
  %9 = insertelement <4 x float> zeroinitializer, float %8, i32 0
  %10 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x float> %4) #0
  %11 = insertelement <4 x float> zeroinitializer, float %10, i32 0
  %12 = extractelement <4 x float> %9, i32 0
  %13 = extractelement <4 x float> %11, i32 0
  call spir_func void @_Z12write_imagef26ocl_image2d_array_depth_woDv4_if(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 1) %1, <4 x i32> %5, float %7) #0
  %14 = fadd float %7, %12
  %15 = fadd float %14, %13
  ret float %15
}

; Function Attrs: nounwind
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>) #0

; Function Attrs: nounwind
declare spir_func void @_Z12write_imagef26ocl_image2d_array_depth_woDv4_if(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 1), <4 x i32>, float) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
