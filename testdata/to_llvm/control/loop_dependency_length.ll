target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @sum(i32 %0) #0 {
  br label %header

header:                                           ; preds = %latch, %1
  %2 = phi i32 [ 0, %1 ], [ %6, %latch ]
  %3 = phi i32 [ 0, %1 ], [ %5, %latch ]
  %4 = icmp slt i32 %2, %0
  br i1 %4, label %body, label %exit

body:                                             ; preds = %header
  %5 = add i32 %3, %2
  br label %latch

latch:                                            ; preds = %body
  %6 = add i32 %2, 1
  br label %header, !llvm.loop !5

exit:                                             ; preds = %header
  ret i32 %3
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.ivdep.safelen", i32 8}
