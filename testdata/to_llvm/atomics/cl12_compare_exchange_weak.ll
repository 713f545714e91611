target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @compare_exchange(ptr addrspace(1) %0, ptr addrspace(3) %1, i32 %2, i32 %3, i32 %4) #0 {
  %6 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %0, i32 %3, i32 %2) #0
  %7 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) %1, i32 %4, i32 7) #0
  %8 = add i32 %6, %7
  ret i32 %8
}

; Function Attrs: nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}
!opencl.ocl.version = !{!3}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 1, i32 2}
!4 = !{i16 0, i16 0}
