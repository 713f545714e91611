target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @widen(bfloat %0, ptr addrspace(1) %1) #0 {
  %3 = fpext bfloat %0 to float
  %4 = fptrunc float %3 to bfloat
  store bfloat %4, ptr addrspace(1) %1, align 2
  store bfloat 0xR3F80, ptr addrspace(1) %1, align 2
  ret float %3
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_KHR_bfloat16"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 5116}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
