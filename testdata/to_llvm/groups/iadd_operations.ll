target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i32 @iadd_operations(i32 %0) #0 {
  %2 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %0) #0
  %3 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 1, i32 %2) #0
  %4 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 2, i32 %3) #0
  ret i32 %4
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 18}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
