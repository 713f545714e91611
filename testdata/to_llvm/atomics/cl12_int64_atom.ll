target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @f(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  %3 = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %0, i64 5) #0
  %4 = call spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1) %0, i64 5, i64 %3) #0
  %5 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %1, i32 1) #0
  ret i64 %4
}

; Function Attrs: nounwind
declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i64) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1), i64, i64) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 12}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 1, i32 2}
