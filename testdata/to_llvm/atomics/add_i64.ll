target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @add_i64(ptr addrspace(1) %0) #0 {
  %2 = call spir_func i64 @_Z18__spirv_AtomicIAddPU3AS1liil(ptr addrspace(1) %0, i32 1, i32 0, i64 1) #0
  ret i64 %2
}

; Function Attrs: nounwind
declare spir_func i64 @_Z18__spirv_AtomicIAddPU3AS1liil(ptr addrspace(1), i32, i32, i64) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 12}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
