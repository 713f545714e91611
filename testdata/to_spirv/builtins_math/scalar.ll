; Scalar OpenCL C math builtins → OpExtInst OpenCL.std with the same operands: sin, pow, fmax
; (with a scalar constant), native_exp, half_sqrt, mad, fmin, atan2, exp10, log1p.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @scalar_math(float %a, float %b, float %c) {
entry:
  %call = call spir_func float @_Z3sinf(float %a)
  %call1 = call spir_func float @_Z3powff(float %b, float %c)
  %add = fadd float %call, %call1
  %call2 = call spir_func float @_Z4fmaxff(float %a, float 2.000000e+00)
  %add3 = fadd float %add, %call2
  %call4 = call spir_func float @_Z10native_expf(float %b)
  %add5 = fadd float %add3, %call4
  %call6 = call spir_func float @_Z9half_sqrtf(float %c)
  %add7 = fadd float %add5, %call6
  %call8 = call spir_func float @_Z3madfff(float %a, float %b, float %c)
  %add9 = fadd float %add7, %call8
  %call10 = call spir_func float @_Z4fminff(float %a, float %b)
  %add11 = fadd float %add9, %call10
  %call12 = call spir_func float @_Z5atan2ff(float %a, float %b)
  %add13 = fadd float %add11, %call12
  %call14 = call spir_func float @_Z5exp10f(float %c)
  %add15 = fadd float %add13, %call14
  %call16 = call spir_func float @_Z5log1pf(float %a)
  %add17 = fadd float %add15, %call16
  ret float %add17
}

declare spir_func float @_Z3sinf(float)
declare spir_func float @_Z3powff(float, float)
declare spir_func float @_Z4fmaxff(float, float)
declare spir_func float @_Z10native_expf(float)
declare spir_func float @_Z9half_sqrtf(float)
declare spir_func float @_Z3madfff(float, float, float)
declare spir_func float @_Z4fminff(float, float)
declare spir_func float @_Z5atan2ff(float, float)
declare spir_func float @_Z5exp10f(float)
declare spir_func float @_Z5log1pf(float)
