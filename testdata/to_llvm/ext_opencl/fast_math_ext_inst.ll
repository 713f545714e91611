target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(float %0, float %1) #0 {
  %3 = call nnan ninf spir_func float @_Z16__spirv_ocl_fmaxff(float %0, float %1) #1
  %4 = call ninf spir_func float @_Z16__spirv_ocl_fminff(float %3, float %1) #1
  %5 = call fast spir_func float @_Z16__spirv_ocl_sqrtf(float %4) #1
  %6 = call spir_func i32 @_Z17__spirv_ocl_ilogbf(float %5) #1
  ret i32 %6
}

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fmaxff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_fminff(float, float) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_sqrtf(float) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z17__spirv_ocl_ilogbf(float) #0

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
