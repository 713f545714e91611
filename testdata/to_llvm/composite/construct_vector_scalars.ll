target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @construct_vector_scalars(float %0, float %1, float %2, float %3) #0 {
  %5 = insertelement <4 x float> poison, float %0, i32 0
  %6 = insertelement <4 x float> %5, float %1, i32 1
  %7 = insertelement <4 x float> %6, float %2, i32 2
  %8 = insertelement <4 x float> %7, float %3, i32 3
  ret <4 x float> %8
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
