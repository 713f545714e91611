target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @clocks() #0 {
  %1 = call spir_func <2 x i32> @_Z27__spirv_ReadClockKHR_Ruint2i(i32 3) #0
  %2 = call spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32 3) #0
  %3 = extractelement <2 x i32> %1, i32 0
  %4 = zext i32 %3 to i64
  %5 = add i64 %2, %4
  ret i64 %5
}

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z27__spirv_ReadClockKHR_Ruint2i(i32) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_KHR_shader_clock"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 5055}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
