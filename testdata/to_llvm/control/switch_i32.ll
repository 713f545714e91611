target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @classify(i32 %0) #0 {
  switch i32 %0, label %other [
    i32 1, label %small
    i32 2, label %small
    i32 3, label %small
    i32 100, label %big
    i32 -1, label %big
  ]

small:                                            ; preds = %1, %1, %1
  br label %merge

big:                                              ; preds = %1, %1
  br label %merge

other:                                            ; preds = %1
  br label %merge

merge:                                            ; preds = %big, %small, %other
  %2 = phi i32 [ 1, %small ], [ 2, %big ], [ 0, %other ]
  ret i32 %2
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
