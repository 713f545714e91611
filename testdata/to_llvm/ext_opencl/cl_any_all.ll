target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(<2 x float> %0, <2 x float> %1) #0 {
  %3 = fcmp olt <2 x float> %0, %1
  %4 = sext <2 x i1> %3 to <2 x i32>
  %5 = call spir_func i32 @_Z3anyDv2_i(<2 x i32> %4) #0
  %6 = icmp ne i32 %5, 0
  %7 = sext <2 x i1> %3 to <2 x i32>
  %8 = call spir_func i32 @_Z3allDv2_i(<2 x i32> %7) #0
  %9 = icmp ne i32 %8, 0
  %10 = select i1 %6, i32 1, i32 0
  %11 = select i1 %9, i32 1, i32 0
  %12 = add i32 %10, %11
  ret i32 %12
}

; Function Attrs: nounwind
declare spir_func i32 @_Z3anyDv2_i(<2 x i32>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z3allDv2_i(<2 x i32>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}
!opencl.ocl.version = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
!5 = !{i32 2, i32 0}
