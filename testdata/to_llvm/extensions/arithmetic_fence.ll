target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func double @fenced(double %0, <2 x float> %1) #0 {
  %3 = fadd fast double %0, %0
  %4 = call double @llvm.arithmetic.fence.f64(double %3)
  %5 = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %1)
  %6 = extractelement <2 x float> %5, i32 0
  %7 = fpext float %6 to double
  %8 = fmul double %4, %7
  ret double %8
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.arithmetic.fence.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_EXT_arithmetic_fence"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 10}
!5 = !{i32 6144}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
