target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @common_functions(float %0, float %1, float %2) #0 {
  %4 = call spir_func float @_Z18__spirv_ocl_fclampfff(float %0, float %1, float %2) #1
  %5 = call spir_func float @_Z19__spirv_ocl_degreesf(float %4) #1
  %6 = call spir_func float @_Z19__spirv_ocl_radiansf(float %5) #1
  %7 = call spir_func float @_Z16__spirv_ocl_stepff(float %1, float %6) #1
  %8 = call spir_func float @_Z22__spirv_ocl_smoothstepfff(float %1, float %2, float %7) #1
  %9 = call spir_func float @_Z16__spirv_ocl_signf(float %8) #1
  %10 = call spir_func float @_Z15__spirv_ocl_mixfff(float %1, float %2, float %9) #1
  ret float %10
}

; Function Attrs: nounwind
declare spir_func float @_Z18__spirv_ocl_fclampfff(float, float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z19__spirv_ocl_degreesf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z19__spirv_ocl_radiansf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_stepff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z22__spirv_ocl_smoothstepfff(float, float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_signf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z15__spirv_ocl_mixfff(float, float, float) #0

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
