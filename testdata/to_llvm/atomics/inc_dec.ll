target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @inc_dec(ptr addrspace(3) %0) #0 {
  %2 = call spir_func i32 @_Z24__spirv_AtomicIIncrementPU3AS3iii(ptr addrspace(3) %0, i32 2, i32 264) #0
  %3 = call spir_func i32 @_Z24__spirv_AtomicIDecrementPU3AS3iii(ptr addrspace(3) %0, i32 2, i32 264) #0
  %4 = add i32 %2, %3
  ret i32 %4
}

; Function Attrs: nounwind
declare spir_func i32 @_Z24__spirv_AtomicIIncrementPU3AS3iii(ptr addrspace(3), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24__spirv_AtomicIDecrementPU3AS3iii(ptr addrspace(3), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
