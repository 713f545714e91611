target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <2 x i1> @class_tests(<2 x float> %0, float %1) #0 {
  %3 = call spir_func <2 x i8> @_Z13__spirv_IsNanDv2_f(<2 x float> %0) #0
  %4 = icmp ne <2 x i8> %3, zeroinitializer
  %5 = call spir_func <2 x i8> @_Z16__spirv_IsFiniteDv2_f(<2 x float> %0) #0
  %6 = icmp ne <2 x i8> %5, zeroinitializer
  %7 = call spir_func i1 @_Z18__spirv_SignBitSetf(float %1) #0
  %8 = or <2 x i1> %4, %6
  %9 = insertelement <2 x i1> poison, i1 %7, i32 0
  %10 = insertelement <2 x i1> %9, i1 %7, i32 1
  %11 = and <2 x i1> %8, %10
  ret <2 x i1> %11
}

; Function Attrs: nounwind
declare spir_func <2 x i8> @_Z13__spirv_IsNanDv2_f(<2 x float>) #0

; Function Attrs: nounwind
declare spir_func <2 x i8> @_Z16__spirv_IsFiniteDv2_f(<2 x float>) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z18__spirv_SignBitSetf(float) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
