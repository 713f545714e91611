; Floating-point arithmetic: fadd/fsub/fmul/fdiv/frem (OpFRem), fneg on float, double and
; half vectors; a kernel reaching an fadd/fsub without 'contract' gets ContractionOff, a lone fmul does not.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @scalar(double %a, double %b) {
entry:
  %add = fadd double %a, %b
  %sub = fsub double %add, %b
  %mul = fmul double %sub, %a
  %div = fdiv double %mul, %b
  %rem = frem double %div, %a
  %neg = fneg double %rem
  ret double %neg
}

define spir_func <4 x half> @halves(<4 x half> %a, <4 x half> %b) {
entry:
  %m = fmul <4 x half> %a, %b
  %s = fsub <4 x half> %m, <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>
  ret <4 x half> %s
}

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, %v
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
