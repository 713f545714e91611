target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i8 @f(i8 %0, i32 %1) #0 {
  %3 = call spir_func i8 @_Z30__spirv_GroupNonUniformShuffleicj(i32 3, i8 %0, i32 %1) #0
  %4 = call spir_func i8 @_Z33__spirv_GroupNonUniformShuffleXoricj(i32 3, i8 %3, i32 %1) #0
  %5 = call spir_func i8 @_Z32__spirv_GroupNonUniformShuffleUpicj(i32 3, i8 %4, i32 %1) #0
  %6 = call spir_func i8 @_Z34__spirv_GroupNonUniformShuffleDownicj(i32 3, i8 %5, i32 %1) #0
  ret i8 %6
}

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z30__spirv_GroupNonUniformShuffleicj(i32, i8, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z33__spirv_GroupNonUniformShuffleXoricj(i32, i8, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z32__spirv_GroupNonUniformShuffleUpicj(i32, i8, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z34__spirv_GroupNonUniformShuffleDownicj(i32, i8, i32) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 65}
!5 = !{i32 66}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
