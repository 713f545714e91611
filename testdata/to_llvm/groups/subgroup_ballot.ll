target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func <4 x i32> @subgroup_ballot(i1 %0) #0 {
  %2 = call spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32 3, i1 %0) #0
  ret <4 x i32> %2
}

; Function Attrs: convergent nounwind
declare spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32, i1) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 61}
!4 = !{i32 64}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
