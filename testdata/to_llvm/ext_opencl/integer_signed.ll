target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @integer_signed(i32 %0, i32 %1, i32 %2) #0 {
  %4 = call spir_func i32 @_Z17__spirv_ocl_s_absi(i32 %0) #1
  %5 = call spir_func i32 @_Z17__spirv_ocl_s_maxii(i32 %4, i32 %1) #1
  %6 = call spir_func i32 @_Z17__spirv_ocl_s_minii(i32 %5, i32 %1) #1
  %7 = call spir_func i32 @_Z19__spirv_ocl_s_clampiii(i32 %6, i32 %1, i32 %2) #1
  %8 = call spir_func i32 @_Z21__spirv_ocl_s_add_satii(i32 %7, i32 %1) #1
  %9 = call spir_func i32 @_Z18__spirv_ocl_s_haddii(i32 %8, i32 %1) #1
  %10 = call spir_func i32 @_Z20__spirv_ocl_s_mul_hiii(i32 %9, i32 %1) #1
  %11 = call spir_func i32 @_Z20__spirv_ocl_s_mad_hiiii(i32 %10, i32 %1, i32 %2) #1
  ret i32 %11
}

; Function Attrs: nounwind
declare spir_func i32 @_Z17__spirv_ocl_s_absi(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z17__spirv_ocl_s_maxii(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z17__spirv_ocl_s_minii(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z19__spirv_ocl_s_clampiii(i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21__spirv_ocl_s_add_satii(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_ocl_s_haddii(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z20__spirv_ocl_s_mul_hiii(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z20__spirv_ocl_s_mad_hiiii(i32, i32, i32) #0

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
