target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @read_buffer(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %0, i32 %1) #0 {
  %3 = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_5_0_0_0_0_0_0i(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %0, i32 %1) #0
  ret <4 x float> %3
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_5_0_0_0_0_0_0i(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 46}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
