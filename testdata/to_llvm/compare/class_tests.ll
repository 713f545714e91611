target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @class_tests(double %0) #0 {
  %2 = call spir_func i1 @_Z13__spirv_IsInfd(double %0) #0
  %3 = call spir_func i1 @_Z16__spirv_IsFinited(double %0) #0
  %4 = call spir_func i1 @_Z16__spirv_IsNormald(double %0) #0
  %5 = call spir_func i1 @_Z18__spirv_SignBitSetd(double %0) #0
  %6 = or i1 %2, %3
  %7 = or i1 %6, %4
  %8 = or i1 %7, %5
  ret i1 %8
}

; Function Attrs: nounwind
declare spir_func i1 @_Z13__spirv_IsInfd(double) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z16__spirv_IsFinited(double) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z16__spirv_IsNormald(double) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z18__spirv_SignBitSetd(double) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 10}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
