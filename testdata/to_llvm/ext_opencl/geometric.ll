target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @geometric(<3 x float> %0, <3 x float> %1, <4 x float> %2) #0 {
  %4 = call spir_func <3 x float> @_Z17__spirv_ocl_crossDv3_fS_(<3 x float> %0, <3 x float> %1) #1
  %5 = call spir_func float @_Z18__spirv_ocl_lengthDv3_f(<3 x float> %4) #1
  %6 = call spir_func float @_Z20__spirv_ocl_distanceDv4_fS_(<4 x float> %2, <4 x float> %2) #1
  %7 = call spir_func <4 x float> @_Z21__spirv_ocl_normalizeDv4_f(<4 x float> %2) #1
  %8 = call spir_func float @_Z23__spirv_ocl_fast_lengthDv4_f(<4 x float> %7) #1
  %9 = fadd float %5, %6
  %10 = fadd float %9, %8
  ret float %10
}

; Function Attrs: nounwind
declare spir_func <3 x float> @_Z17__spirv_ocl_crossDv3_fS_(<3 x float>, <3 x float>) #0

; Function Attrs: nounwind
declare spir_func float @_Z18__spirv_ocl_lengthDv3_f(<3 x float>) #0

; Function Attrs: nounwind
declare spir_func float @_Z20__spirv_ocl_distanceDv4_fS_(<4 x float>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z21__spirv_ocl_normalizeDv4_f(<4 x float>) #0

; Function Attrs: nounwind
declare spir_func float @_Z23__spirv_ocl_fast_lengthDv4_f(<4 x float>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
