target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @math_native_half(float %0, float %1) #0 {
  %3 = call spir_func float @_Z23__spirv_ocl_native_sqrtf(float %0) #1
  %4 = call spir_func float @_Z25__spirv_ocl_native_divideff(float %3, float %1) #1
  %5 = call spir_func float @_Z20__spirv_ocl_half_expf(float %4) #1
  %6 = call spir_func float @_Z22__spirv_ocl_half_recipf(float %5) #1
  ret float %6
}

; Function Attrs: nounwind
declare spir_func float @_Z23__spirv_ocl_native_sqrtf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z25__spirv_ocl_native_divideff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z20__spirv_ocl_half_expf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z22__spirv_ocl_half_recipf(float) #0

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
