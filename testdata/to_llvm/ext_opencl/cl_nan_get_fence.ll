target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @f(i32 %0, ptr addrspace(4) %1) #0 {
  %3 = call spir_func float @_Z3nanj(i32 %0) #1
  %4 = call spir_func i32 @_Z9get_fencePU3AS4Kv(ptr addrspace(4) %1) #0
  %5 = shl i32 %4, 8
  %6 = uitofp i32 %5 to float
  %7 = fadd float %3, %6
  ret float %7
}

; Function Attrs: nounwind
declare spir_func float @_Z3nanj(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z9get_fencePU3AS4Kv(ptr addrspace(4)) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 38}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
