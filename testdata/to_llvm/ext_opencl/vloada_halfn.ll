target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @vloada_halfn(i64 %0, ptr addrspace(2) %1) #0 {
  %3 = call spir_func <4 x float> @_Z32__spirv_ocl_vloada_halfn_Rfloat4mPU3AS2KDhi(i64 %0, ptr addrspace(2) %1, i32 4) #1
  ret <4 x float> %3
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z32__spirv_ocl_vloada_halfn_Rfloat4mPU3AS2KDhi(i64, ptr addrspace(2), i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 8}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
