target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @wide_switch(i64 %0) #0 {
  switch i64 %0, label %4 [
    i64 4294967296, label %2
    i64 -2, label %3
    i64 7, label %2
  ]

2:                                                ; preds = %1, %1
  br label %5

3:                                                ; preds = %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %2, %3, %4
  %6 = phi i32 [ 1, %2 ], [ 2, %3 ], [ 0, %4 ]
  ret i32 %6
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
