target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(i32 %0) #0 {
  br label %2

2:                                                ; preds = %11, %10, %1
  %3 = phi i32 [ 0, %1 ], [ %5, %10 ], [ %5, %11 ]
  br label %4

4:                                                ; preds = %2
  %5 = add i32 %3, 1
  %6 = icmp uge i32 %5, %0
  br i1 %6, label %12, label %7

7:                                                ; preds = %4
  %8 = and i32 %5, 1
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  br label %2, !llvm.loop !7

11:                                               ; preds = %7
  br label %2, !llvm.loop !7

12:                                               ; preds = %4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_unstructured_loop_controls"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 5886}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.unroll.enable"}
!9 = !{!"llvm.loop.unroll.count", i32 4}
