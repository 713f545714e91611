target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #0

declare spir_func i64 @other()

; Function Attrs: nounwind
define spir_func i64 @f() #1 {
  %1 = call i64 @llvm.readcyclecounter()
  %2 = call spir_func i64 @other()
  %3 = add i64 %1, %2
  ret i64 %3
}

attributes #0 = { nocallback nofree nosync nounwind willreturn }
attributes #1 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
