target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <2 x double> @math_vector_double(<4 x float> %0, <2 x double> %1) #0 {
  %3 = call spir_func <4 x float> @_Z16__spirv_ocl_sqrtDv4_f(<4 x float> %0) #1
  %4 = call spir_func <2 x double> @_Z16__spirv_ocl_fmaxDv2_dS_(<2 x double> %1, <2 x double> %1) #1
  ret <2 x double> %4
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z16__spirv_ocl_sqrtDv4_f(<4 x float>) #0

; Function Attrs: nounwind
declare spir_func <2 x double> @_Z16__spirv_ocl_fmaxDv2_dS_(<2 x double>, <2 x double>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 10}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
