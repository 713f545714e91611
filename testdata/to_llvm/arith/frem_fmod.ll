target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func double @frem_fmod(double %0, double %1) #0 {
  %3 = frem double %0, %1
  %frem.res = frem double %0, %1
  %copysign.res = call double @llvm.copysign.f64(double %frem.res, double %1)
  %fadd.res = fadd double %frem.res, %1
  %cmp.res = fcmp one double %frem.res, %copysign.res
  %4 = select i1 %cmp.res, double %fadd.res, double %copysign.res
  %5 = fadd double %3, %4
  ret double %5
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 10}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
