target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@ext_value = external addrspace(1) global i32, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func i32 @read_ext() #0 {
  %1 = load i32, ptr addrspace(1) @ext_value, align 4
  ret i32 %1
}

attributes #0 = { nounwind }

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!1}
!1 = !{i32 41, !"ext_value", i32 1}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
