target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@odr_value = weak_odr addrspace(1) global i32 8, !spirv.Decorations !0

; Function Attrs: nounwind
define weak_odr spir_func i32 @odr_get() #0 {
  %1 = load i32, ptr addrspace(1) @odr_value, align 4
  ret i32 %1
}

attributes #0 = { nounwind }

!spirv.Extension = !{!2}
!spirv.Capability = !{!3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1}
!1 = !{i32 41, !"odr_value", i32 2}
!2 = !{!"SPV_KHR_linkonce_odr"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
