; Without SPV_EXT_arithmetic_fence the fence is its operand (no capability, no extension), also
; with only SPV_INTEL_arithmetic_fence allowed: validators accept the capability only with the EXT
; extension.
; OPTIONS: --spirv-ext=+SPV_INTEL_arithmetic_fence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @fenced(double %a) {
entry:
  %s = fadd fast double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %r = fmul double %t, %a
  ret double %r
}

declare double @llvm.arithmetic.fence.f64(double)
