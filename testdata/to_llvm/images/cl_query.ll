target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @query(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %1, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %2, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %4, target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %5, ptr addrspace(1) %6, ptr addrspace(1) %7) #0 {
  %9 = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #0
  %10 = insertelement <2 x i32> poison, i32 %9, i32 0
  %11 = call spir_func i32 @_Z16get_image_height14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #0
  %12 = insertelement <2 x i32> %10, i32 %11, i32 1
  %13 = extractelement <2 x i32> %12, i32 0
  %14 = extractelement <2 x i32> %12, i32 1
  %15 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #0
  store <2 x i32> %15, ptr addrspace(1) %7, align 8
  %16 = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_wo(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %1) #0
  %17 = shufflevector <4 x i32> %16, <4 x i32> %16, <3 x i32> <i32 0, i32 1, i32 2>
  %18 = shufflevector <3 x i32> %17, <3 x i32> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x i32> %18, ptr addrspace(1) %6, align 16
  %19 = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_rw(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %2) #0
  %20 = extractelement <2 x i32> %19, i32 0
  %21 = insertelement <3 x i32> poison, i32 %20, i32 0
  %22 = extractelement <2 x i32> %19, i32 1
  %23 = insertelement <3 x i32> %21, i32 %22, i32 1
  %24 = shufflevector <3 x i32> %23, <3 x i32> undef, <2 x i32> <i32 0, i32 1>
  store <2 x i32> %24, ptr addrspace(1) %7, align 8
  %25 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %3) #0
  %26 = insertelement <2 x i64> poison, i64 %25, i32 1
  %27 = extractelement <2 x i64> %26, i32 1
  %28 = call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %4) #0
  %29 = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #0
  %30 = sub i32 %29, 4304
  %31 = call spir_func i32 @_Z23get_image_channel_order14ocl_image3d_wo(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %1) #0
  %32 = sub i32 %31, 4272
  %33 = call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %5) #0
  %34 = call spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %5) #0
  %35 = insertelement <2 x i32> poison, i32 %34, i32 0
  %36 = extractelement <2 x i32> %35, i32 0
  %37 = add i32 %13, %14
  %38 = add i32 %37, %28
  %39 = add i32 %38, %30
  %40 = add i32 %39, %32
  %41 = add i32 %40, %33
  %42 = add i32 %41, %36
  %43 = trunc i64 %27 to i32
  %44 = add i32 %42, %43
  %45 = insertelement <4 x i32> poison, i32 %44, i32 0
  %46 = insertelement <4 x i32> %45, i32 %44, i32 1
  %47 = insertelement <4 x i32> %46, i32 %44, i32 2
  %48 = insertelement <4 x i32> %47, i32 %44, i32 3
  store <4 x i32> %48, ptr addrspace(1) %6, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z16get_image_height14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_wo(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1)) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_rw(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2)) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z23get_image_channel_order14ocl_image3d_wo(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 13}
!5 = !{i32 50}
!6 = !{i32 44}
!7 = !{i32 47}
!8 = !{i32 14}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
