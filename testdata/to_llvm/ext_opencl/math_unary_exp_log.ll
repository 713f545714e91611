target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @math_unary_exp_log(float %0) #0 {
  %2 = call spir_func float @_Z15__spirv_ocl_expf(float %0) #1
  %3 = call spir_func float @_Z16__spirv_ocl_exp2f(float %2) #1
  %4 = call spir_func float @_Z15__spirv_ocl_logf(float %3) #1
  %5 = call spir_func float @_Z16__spirv_ocl_log2f(float %4) #1
  %6 = call spir_func float @_Z16__spirv_ocl_sqrtf(float %5) #1
  ret float %6
}

; Function Attrs: nounwind
declare spir_func float @_Z15__spirv_ocl_expf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_exp2f(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z15__spirv_ocl_logf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_log2f(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_sqrtf(float) #0

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
