target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @math_binary(float %0, float %1) #0 {
  %3 = call spir_func float @_Z15__spirv_ocl_powff(float %0, float %1) #1
  %4 = call spir_func float @_Z16__spirv_ocl_fmaxff(float %3, float %1) #1
  %5 = call spir_func float @_Z16__spirv_ocl_fminff(float %4, float %1) #1
  %6 = call spir_func float @_Z17__spirv_ocl_atan2ff(float %5, float %1) #1
  %7 = call spir_func float @_Z16__spirv_ocl_fmodff(float %6, float %1) #1
  %8 = call spir_func float @_Z17__spirv_ocl_hypotff(float %7, float %1) #1
  %9 = call spir_func float @_Z20__spirv_ocl_copysignff(float %8, float %1) #1
  %10 = call spir_func float @_Z16__spirv_ocl_fdimff(float %9, float %1) #1
  ret float %10
}

; Function Attrs: nounwind
declare spir_func float @_Z15__spirv_ocl_powff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fmaxff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fminff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z17__spirv_ocl_atan2ff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fmodff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z17__spirv_ocl_hypotff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z20__spirv_ocl_copysignff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fdimff(float, float) #0

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
