target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @vector_any_all(<4 x float> %0, <4 x float> %1) #0 {
  %3 = fcmp olt <4 x float> %0, %1
  %4 = fcmp une <4 x float> %0, %1
  %5 = call spir_func i1 @_Z11__spirv_AnyDv4_b(<4 x i1> %3) #0
  %6 = call spir_func i1 @_Z11__spirv_AllDv4_b(<4 x i1> %4) #0
  %7 = and i1 %5, %6
  ret i1 %7
}

; Function Attrs: nounwind
declare spir_func i1 @_Z11__spirv_AnyDv4_b(<4 x i1>) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z11__spirv_AllDv4_b(<4 x i1>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
