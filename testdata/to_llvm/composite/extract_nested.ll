target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { <4 x float>, [3 x i32] }

; Function Attrs: nounwind
define spir_func float @extract_nested(%structtype %0) #0 {
  %2 = extractvalue %structtype %0, 0
  %3 = extractelement <4 x float> %2, i32 2
  %4 = extractvalue %structtype %0, 1
  %5 = extractvalue [3 x i32] %4, 1
  %6 = sitofp i32 %5 to float
  %7 = fadd float %3, %6
  ret float %7
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
