target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x i32> @vector_int(<4 x i32> %0, <4 x i32> %1) #0 {
  %3 = add <4 x i32> %0, %1
  %4 = mul <4 x i32> %3, %1
  %5 = sdiv <4 x i32> %4, %0
  %6 = urem <4 x i32> %5, %1
  ret <4 x i32> %6
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
