target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @ids() #0 {
  %1 = call spir_func i64 @_Z13get_global_idj(i32 0) #1
  %2 = insertelement <3 x i64> poison, i64 %1, i32 0
  %3 = call spir_func i64 @_Z13get_global_idj(i32 1) #1
  %4 = insertelement <3 x i64> %2, i64 %3, i32 1
  %5 = call spir_func i64 @_Z13get_global_idj(i32 2) #1
  %6 = insertelement <3 x i64> %4, i64 %5, i32 2
  %7 = extractelement <3 x i64> %6, i32 0
  %8 = extractelement <3 x i64> %6, i32 2
  %9 = call spir_func i32 @_Z18get_sub_group_sizev() #1
  %10 = zext i32 %9 to i64
  %11 = add i64 %7, %8
  %12 = add i64 %11, %10
  ret i64 %12
}

; Function Attrs: nounwind
declare spir_func i64 @_Z13get_global_idj(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 61}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
