target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @prefetch(ptr addrspace(1) %0) #0 {
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kfm(ptr addrspace(1) %0, i64 8) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kfm(ptr addrspace(1), i64) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
