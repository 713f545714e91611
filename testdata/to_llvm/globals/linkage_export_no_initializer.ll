target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@exported_zero = common addrspace(1) global i32 0, !spirv.Decorations !0

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!1}
!1 = !{i32 41, !"exported_zero", i32 0}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
