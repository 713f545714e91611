target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x double> @f(double %0, <4 x double> %1) #0 {
  %3 = call double @llvm.fma.f64(double %0, double %0, double %0)
  %4 = call <4 x double> @llvm.fma.v4f64(<4 x double> %1, <4 x double> %1, <4 x double> %1)
  %5 = insertelement <4 x double> %4, double %3, i32 0
  ret <4 x double> %5
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_KHR_fma"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 10}
!5 = !{i32 6030}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
