target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @nan_tests(float %0, float %1) #0 {
  %3 = call spir_func i1 @_Z13__spirv_IsNanf(float %0) #0
  %4 = fcmp ord float %0, %1
  %5 = fcmp uno float %0, %1
  %6 = fcmp one float %0, %1
  %7 = or i1 %3, %4
  %8 = or i1 %7, %5
  %9 = or i1 %8, %6
  ret i1 %9
}

; Function Attrs: nounwind
declare spir_func i1 @_Z13__spirv_IsNanf(float) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
