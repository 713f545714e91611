target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x i32> @f(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2) #0 {
  %4 = call spir_func <4 x i32> @_Z7shuffleDv4_iDv4_j(<4 x i32> %0, <4 x i32> %2) #1
  %5 = call spir_func <4 x i32> @_Z8shuffle2Dv4_iS_Dv4_j(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2) #1
  %6 = add <4 x i32> %4, %5
  ret <4 x i32> %6
}

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z7shuffleDv4_iDv4_j(<4 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z8shuffle2Dv4_iS_Dv4_j(<4 x i32>, <4 x i32>, <4 x i32>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

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
