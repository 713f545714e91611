target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @alloca_alignment(<4 x float> %0) #0 {
  %2 = alloca <4 x float>, align 32
  store <4 x float> %0, ptr %2, align 32
  %3 = load <4 x float>, ptr %2, align 32
  ret <4 x float> %3
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
