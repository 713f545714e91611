; SPV_INTEL_memory_access_aliasing: !alias.scope and !noalias lists on loads and stores become
; AliasScopeINTELMask/NoAliasINTELMask operands naming alias scope declarations, and back;
; the accesses they annotate compute the same values.
; OPTIONS: --spirv-ext=+SPV_INTEL_memory_access_aliasing
; DECLARES: SPV_INTEL_memory_access_aliasing
; EXEC: kernel=memory_access_aliasing global=8 local=4
; ARG: global f32 8 zero
; ARG: global f32 8 rand(51)
; ARG: global f32 8 rand(52)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @memory_access_aliasing(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %gid
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %gid
  %x = load float, ptr addrspace(1) %pa, align 4, !alias.scope !2, !noalias !5
  %y = load float, ptr addrspace(1) %pb, align 4, !alias.scope !4, !noalias !6
  %s = fmul float %x, %y
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %s, ptr addrspace(1) %q, align 4, !alias.scope !5, !noalias !7
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!0 = distinct !{!0, !"kernel arguments"}
!1 = distinct !{!1, !0, !"a"}
!2 = !{!1}
!3 = distinct !{!3, !0, !"b"}
!4 = !{!3}
!8 = distinct !{!8, !0, !"out"}
!5 = !{!8}
!6 = !{!1, !8}
!7 = !{!1, !3}
