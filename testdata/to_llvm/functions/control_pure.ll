target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind memory(read)
define spir_func float @load_twice(ptr addrspace(1) %0) #0 {
  %2 = load float, ptr addrspace(1) %0, align 4
  %3 = fadd float %2, %2
  ret float %3
}

attributes #0 = { nounwind memory(read) }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
