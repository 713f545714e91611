target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Entry = type { i8, i32 }

@entries = addrspace(1) global [2 x %struct.Entry] [%struct.Entry { i8 7, i32 42 }, %struct.Entry zeroinitializer], !spirv.Decorations !0

!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1}
!1 = !{i32 41, !"entries", i32 0}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
