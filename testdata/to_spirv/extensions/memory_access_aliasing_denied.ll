; Without SPV_INTEL_memory_access_aliasing, !alias.scope and !noalias (hints) are dropped: no declaration, no aliasing memory operand.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c) {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4, !alias.scope !0
  %y = load i32, ptr addrspace(1) %b, align 4, !alias.scope !0, !noalias !3
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %c, align 4, !noalias !6
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"k: %a"}
!2 = distinct !{!2, !"k"}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5}
!6 = !{!1, !4}
