target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@limit = available_externally addrspace(1) global i32 42, !spirv.Decorations !0

; Function Attrs: nounwind
define available_externally spir_func i32 @inc(i32 %0) #0 {
  %2 = add i32 %0, 1
  ret i32 %2
}

attributes #0 = { nounwind }

!spirv.Extension = !{!2}
!spirv.Capability = !{!3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1}
!1 = !{i32 41, !"limit", i32 0}
!2 = !{!"SPV_KHR_non_semantic_info"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
