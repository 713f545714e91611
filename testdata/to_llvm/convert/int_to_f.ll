target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func double @int_to_f(i64 %0, i16 %1) #0 {
  %3 = sitofp i64 %0 to float
  %4 = uitofp i16 %1 to double
  %5 = fpext float %3 to double
  %6 = fadd double %5, %4
  ret double %6
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 22}
!5 = !{i32 10}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
