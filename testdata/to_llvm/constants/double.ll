target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @doubles(ptr addrspace(1) %0) #0 {
  store double 0x400921FB54442D18, ptr addrspace(1) %0, align 8
  store double -1.000000e+300, ptr addrspace(1) %0, align 8
  store double 0x10000000000000, ptr addrspace(1) %0, align 8
  store double 0x7FF0000000000000, ptr addrspace(1) %0, align 8
  store double 0x7FF8000000000000, ptr addrspace(1) %0, align 8
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 10}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
