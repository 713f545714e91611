target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @relational(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2, <4 x float> %3) #0 {
  %5 = call spir_func <4 x i32> @_Z21__spirv_ocl_bitselectDv4_iS_S_(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2) #1
  %6 = call spir_func <4 x i32> @_Z18__spirv_ocl_selectDv4_iS_S_(<4 x i32> %0, <4 x i32> %1, <4 x i32> %5) #1
  %7 = call spir_func <4 x float> @_Z19__spirv_ocl_shuffleDv4_fDv4_j(<4 x float> %3, <4 x i32> %6) #1
  ret <4 x float> %7
}

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z21__spirv_ocl_bitselectDv4_iS_S_(<4 x i32>, <4 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z18__spirv_ocl_selectDv4_iS_S_(<4 x i32>, <4 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z19__spirv_ocl_shuffleDv4_fDv4_j(<4 x float>, <4 x i32>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
