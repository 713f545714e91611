target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @query_size(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1) #0 {
  %3 = call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, i32 0) #0
  %4 = call spir_func <3 x i32> @_Z28__spirv_ImageQuerySize_Rint3PU3AS133__spirv_Image__void_1_0_1_0_0_0_0(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1) #0
  %5 = extractelement <2 x i32> %3, i32 0
  %6 = extractelement <3 x i32> %4, i32 2
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func <3 x i32> @_Z28__spirv_ImageQuerySize_Rint3PU3AS133__spirv_Image__void_1_0_1_0_0_0_0(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 50}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
