target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @bit_count(i32 %0, <4 x i8> %1) #0 {
  %3 = call spir_func i32 @_Z8popcounti(i32 %0) #0
  %4 = call spir_func <4 x i8> @_Z8popcountDv4_c(<4 x i8> %1) #0
  %5 = extractelement <4 x i8> %4, i32 0
  %6 = zext i8 %5 to i32
  %7 = add i32 %3, %6
  ret i32 %7
}

; Function Attrs: nounwind
declare spir_func i32 @_Z8popcounti(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x i8> @_Z8popcountDv4_c(<4 x i8>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
