target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @exchange_add_sub(ptr addrspace(1) %0, i32 %1) #0 {
  %3 = call spir_func i32 @_Z22__spirv_AtomicExchangePU3AS1iiii(ptr addrspace(1) %0, i32 1, i32 520, i32 %1) #0
  %4 = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %0, i32 2, i32 0, i32 %1) #0
  %5 = call spir_func i32 @_Z18__spirv_AtomicISubPU3AS1iiii(ptr addrspace(1) %0, i32 1, i32 528, i32 %4) #0
  %6 = add i32 %3, %5
  ret i32 %6
}

; Function Attrs: nounwind
declare spir_func i32 @_Z22__spirv_AtomicExchangePU3AS1iiii(ptr addrspace(1), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_AtomicISubPU3AS1iiii(ptr addrspace(1), i32, i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
