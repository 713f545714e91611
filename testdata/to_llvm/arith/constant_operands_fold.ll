target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @f(i32 %0) #0 {
  %2 = mul i32 1, %0
  %3 = uitofp i32 1 to float
  %4 = fadd float %3, 2.000000e+00
  %5 = uitofp i32 %2 to float
  %6 = fadd float %4, %5
  ret float %6
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
