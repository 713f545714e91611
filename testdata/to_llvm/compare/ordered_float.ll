target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @ordered_float(float %0, float %1) #0 {
  %3 = fcmp oeq float %0, %1
  %4 = select i1 %3, i32 1, i32 0
  %5 = fcmp one float %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = fcmp olt float %0, %1
  %8 = select i1 %7, i32 4, i32 0
  %9 = fcmp ogt float %0, %1
  %10 = select i1 %9, i32 8, i32 0
  %11 = fcmp ole float %0, %1
  %12 = select i1 %11, i32 16, i32 0
  %13 = fcmp oge float %0, %1
  %14 = select i1 %13, i32 32, i32 0
  %15 = or i32 %4, %6
  %16 = or i32 %15, %8
  %17 = or i32 %16, %10
  %18 = or i32 %17, %12
  %19 = or i32 %18, %14
  ret i32 %19
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
