target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @convert(float %0, <4 x float> %1) #0 {
  %3 = call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %0) #0
  %4 = call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %1) #0
  %5 = call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %4) #0
  %6 = call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16 %3) #0
  %7 = insertelement <4 x float> %5, float %6, i32 0
  ret <4 x float> %7
}

; Function Attrs: nounwind
declare spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float) #0

; Function Attrs: nounwind
declare spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16>) #0

; Function Attrs: nounwind
declare spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_INTEL_bfloat16_conversion"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 22}
!5 = !{i32 6115}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
