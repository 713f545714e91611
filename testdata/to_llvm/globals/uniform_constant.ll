target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = internal unnamed_addr addrspace(2) constant [4 x i32] [i32 2, i32 3, i32 5, i32 1], !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func i32 @lookup(i32 %0) #0 {
  %2 = getelementptr inbounds [4 x i32], ptr addrspace(2) @table, i32 0, i32 %0
  %3 = load i32, ptr addrspace(2) %2, align 4
  ret i32 %3
}

attributes #0 = { nounwind }

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!1}
!1 = !{i32 22}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
