target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <2 x i1> @class_tests(<2 x float> %0, float %1) #0 {
  %3 = call spir_func <2 x i32> @_Z5isnanDv2_f(<2 x float> %0) #0
  %4 = icmp ne <2 x i32> %3, zeroinitializer
  %5 = call spir_func <2 x i32> @_Z8isfiniteDv2_f(<2 x float> %0) #0
  %6 = icmp ne <2 x i32> %5, zeroinitializer
  %7 = call spir_func i32 @_Z7signbitf(float %1) #0
  %8 = icmp ne i32 %7, 0
  %9 = or <2 x i1> %4, %6
  %10 = insertelement <2 x i1> poison, i1 %8, i32 0
  %11 = insertelement <2 x i1> %10, i1 %8, i32 1
  %12 = and <2 x i1> %9, %11
  ret <2 x i1> %12
}

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z5isnanDv2_f(<2 x float>) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z8isfiniteDv2_f(<2 x float>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z7signbitf(float) #0

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
!5 = !{i32 1, i32 2}
