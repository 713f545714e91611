target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i64 @signed_min_max(i64 %0) #0 {
  %2 = call spir_func i64 @_Z17__spirv_GroupSMiniil(i32 2, i32 0, i64 %0) #0
  %3 = call spir_func i64 @_Z17__spirv_GroupSMaxiil(i32 2, i32 0, i64 %2) #0
  ret i64 %3
}

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z17__spirv_GroupSMiniil(i32, i32, i64) #0

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z17__spirv_GroupSMaxiil(i32, i32, i64) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 18}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
