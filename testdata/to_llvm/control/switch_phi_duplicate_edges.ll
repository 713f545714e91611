target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @switch_phi(i32 %0, i32 %1) #0 {
  switch i32 %0, label %5 [
    i32 0, label %5
    i32 1, label %5
    i32 2, label %3
  ]

3:                                                ; preds = %2
  %4 = add i32 %1, 5
  br label %5

5:                                                ; preds = %3, %2, %2, %2
  %6 = phi i32 [ %1, %2 ], [ %1, %2 ], [ %1, %2 ], [ %4, %3 ]
  ret i32 %6
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
