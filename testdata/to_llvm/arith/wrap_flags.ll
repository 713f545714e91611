target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @wrap_flags(i32 %0, i32 %1) #0 {
  %3 = add nsw i32 %0, %1
  %4 = sub nuw i32 %3, %1
  %5 = mul nuw nsw i32 %4, %0
  %6 = shl nuw i32 %5, %1
  ret i32 %6
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{!"SPV_KHR_no_integer_wrap_decoration"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
