; SPV_KHR_float_controls2: contract and reassoc become AllowContract (0x10000), AllowReassoc
; (0x20000) and, both together, AllowTransform (0x40000); `fast` is every bit spelled out (the
; extension deprecates Fast); a call with flags is decorated too. The kernel then states its
; default for each floating-point type of the module, FPFastMathDefault 0 (LLVM's meaning of an
; instruction without flags), and no ContractionOff. Preferred to SPV_INTEL_fp_fast_math_mode
; when both are allowed.
; OPTIONS: --spirv-ext=+SPV_KHR_float_controls2,+SPV_INTEL_fp_fast_math_mode
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal spir_func float @square(float %x) {
  %r = fmul float %x, %x
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b, half %h, double %d) {
entry:
  %mul = fmul contract float %a, %b
  %sub = fsub reassoc nnan float %mul, %b
  %both = fadd reassoc contract float %sub, %a
  %all = fadd fast float %both, %a
  %sq = call fast spir_func float @square(float %all)
  %plain = fadd float %sq, %b
  store float %plain, ptr addrspace(1) %out
  %hh = fadd contract half %h, %h
  %dd = fadd double %d, %d
  ret void
}
