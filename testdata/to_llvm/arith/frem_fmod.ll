target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func double @frem_fmod(double %0, double %1) #0 {
  %3 = frem double %0, %1
  %4 = frem double %0, %1
  %5 = fcmp one double %4, 0.000000e+00
  %6 = fcmp olt double %4, 0.000000e+00
  %7 = fcmp olt double %1, 0.000000e+00
  %8 = xor i1 %6, %7
  %9 = and i1 %5, %8
  %10 = fadd double %4, %1
  %11 = select i1 %9, double %10, double %4
  %12 = fadd double %3, %11
  ret double %12
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 10}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
