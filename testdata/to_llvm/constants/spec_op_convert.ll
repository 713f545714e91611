target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @spec_convert(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  store i64 65535, ptr addrspace(1) %0, align 8
  store i64 -1, ptr addrspace(1) %0, align 8
  store double 1.500000e+00, ptr addrspace(1) %1, align 8
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 22}
!5 = !{i32 10}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
