; llvm.arithmetic.fence → OpArithmeticFenceEXT (ArithmeticFenceEXT, SPV_EXT_arithmetic_fence), on
; a scalar and a vector.
; OPTIONS: --spirv-ext=+SPV_EXT_arithmetic_fence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @fenced(double %a, <2 x float> %v) {
entry:
  %s = fadd fast double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %w = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %v)
  %x = extractelement <2 x float> %w, i32 0
  %xd = fpext float %x to double
  %r = fmul double %t, %xd
  ret double %r
}

declare double @llvm.arithmetic.fence.f64(double)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>)
