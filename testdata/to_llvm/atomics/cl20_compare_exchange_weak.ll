target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @compare_exchange(ptr addrspace(1) %0, ptr addrspace(3) %1, i32 %2, i32 %3, i64 %4) #0 {
  %expected1 = alloca i64, align 8
  %expected = alloca i32, align 4
  store i32 %3, ptr %expected, align 4
  %6 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %expected.as = addrspacecast ptr %expected to ptr addrspace(4)
  %7 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %6, ptr addrspace(4) %expected.as, i32 %2, i32 5, i32 0, i32 1) #0
  %8 = load i32, ptr addrspace(4) %expected.as, align 4
  store i64 %4, ptr %expected1, align 8
  %9 = addrspacecast ptr addrspace(3) %1 to ptr addrspace(4)
  %expected1.as = addrspacecast ptr %expected1 to ptr addrspace(4)
  %10 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiclPU3AS4ll12memory_orderS4_12memory_scope(ptr addrspace(4) %9, ptr addrspace(4) %expected1.as, i64 %4, i32 4, i32 2, i32 2) #0
  %11 = load i64, ptr addrspace(4) %expected1.as, align 8
  %12 = trunc i64 %11 to i32
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: nounwind
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiclPU3AS4ll12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i64, i32, i32, i32) #0

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
!7 = !{i32 2, i32 0}
