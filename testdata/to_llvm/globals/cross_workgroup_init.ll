target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = internal addrspace(1) global i32 10

; Function Attrs: nounwind
define spir_func i32 @bump() #0 {
  %1 = load i32, ptr addrspace(1) @counter, align 4
  %2 = add i32 %1, 1
  store i32 %2, ptr addrspace(1) @counter, align 4
  ret i32 %2
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
