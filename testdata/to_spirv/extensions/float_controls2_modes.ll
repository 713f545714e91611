; SPV_KHR_float_controls2 with execution modes in !spirv.ExecutionMode: FPFastMathDefault (the
; type as a poison value of it, then the bits) is written as OpExecutionModeId, first; the
; widths SignedZeroInfNanPreserve asked for come next with 0, then the other types; the
; extension forbids ContractionOff and SignedZeroInfNanPreserve beside it, so they go.
; OPTIONS: --spirv-ext=+SPV_KHR_float_controls2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a, double %d, half %h) {
entry:
  %s = fadd contract float %a, %a
  store float %s, ptr addrspace(1) %out
  %dd = fadd double %d, %d
  %hh = fadd half %h, %h
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2}
!0 = !{ptr @k, i32 31}
!1 = !{ptr @k, i32 6028, float poison, i32 65543}
!2 = !{ptr @k, i32 4461, i32 64}
