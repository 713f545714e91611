; Fast-math flags → FPFastMathMode (nnan → NotNaN, ninf → NotInf, nsz → NSZ, arcp →
; AllowRecip, fast → Fast); a kernel whose every operation allows contraction gets no
; ContractionOff.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, float %y) {
entry:
  %a = fadd nnan contract float %x, %y
  %b = fmul ninf contract float %a, %x
  %c = fdiv arcp contract float %b, %y
  %d = fsub nsz contract float %c, %x
  %e = fadd fast float %d, %y
  %f = fmul nnan ninf contract float %e, %e
  store float %f, ptr addrspace(1) %p, align 4
  ret void
}
