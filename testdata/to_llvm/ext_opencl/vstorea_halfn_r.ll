target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @vstorea_halfn_r(<4 x double> %0, i64 %1, ptr addrspace(3) %2) #0 {
  call spir_func void @_Z27__spirv_ocl_vstorea_halfn_rDv4_dmPU3AS3Dhi(<4 x double> %0, i64 %1, ptr addrspace(3) %2, i32 0) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z27__spirv_ocl_vstorea_halfn_rDv4_dmPU3AS3Dhi(<4 x double>, i64, ptr addrspace(3), i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 10}
!5 = !{i32 8}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
