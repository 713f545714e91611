target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @f(float %0, float %1) #0 {
  %3 = fadd float %0, %1
  %4 = fmul float %3, %1, !fpbuiltin-max-error !8
  %5 = call spir_func float @_Z3sinf(float %4) #1
  ret float %5
}

; Function Attrs: nounwind
declare spir_func float @_Z3sinf(float) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) "fpbuiltin-max-error"="2.500000" }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{!"SPV_INTEL_fp_max_error"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6169}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
!8 = !{!"0.500000"}
