; Common and geometric builtins: clamp/mix/smoothstep with scalar operands widened, step,
; sign, degrees, dot (OpDot), cross, length, distance, fast_length, normalize.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @common_geometric(<4 x float> %a, <4 x float> %b, float %t) {
entry:
  %call = call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> %a, float 0.000000e+00, float 1.000000e+00)
  %call1 = call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> %a, <4 x float> %b, float %t)
  %add = fadd <4 x float> %call, %call1
  %call2 = call spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float> %b, <4 x float> %a)
  %add3 = fadd <4 x float> %add, %call2
  %call4 = call spir_func <4 x float> @_Z10smoothstepffDv4_f(float 0.000000e+00, float 1.000000e+00, <4 x float> %a)
  %add5 = fadd <4 x float> %add3, %call4
  %call6 = call spir_func <4 x float> @_Z4signDv4_f(<4 x float> %b)
  %add7 = fadd <4 x float> %add5, %call6
  %call8 = call spir_func <4 x float> @_Z7degreesDv4_f(<4 x float> %a)
  %add9 = fadd <4 x float> %add7, %call8
  %call10 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %a, <4 x float> %b)
  %splat.splatinsert = insertelement <4 x float> poison, float %call10, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add11 = fadd <4 x float> %add9, %splat.splat
  %call12 = call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> %a, <4 x float> %b)
  %add13 = fadd <4 x float> %call12, %add11
  %call14 = call spir_func float @_Z6lengthDv4_f(<4 x float> %a)
  %call15 = call spir_func float @_Z8distanceDv4_fS_(<4 x float> %a, <4 x float> %b)
  %add16 = fadd float %call14, %call15
  %call17 = call spir_func float @_Z11fast_lengthDv4_f(<4 x float> %b)
  %add18 = fadd float %add16, %call17
  %splat.splatinsert19 = insertelement <4 x float> poison, float %add18, i64 0
  %splat.splat20 = shufflevector <4 x float> %splat.splatinsert19, <4 x float> poison, <4 x i32> zeroinitializer
  %add21 = fadd <4 x float> %add13, %splat.splat20
  %call22 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> %a)
  %add23 = fadd <4 x float> %call22, %add21
  ret <4 x float> %add23
}

declare spir_func <4 x float> @_Z5clampDv4_fff(<4 x float>, float, float)
declare spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float>, <4 x float>, float)
declare spir_func <4 x float> @_Z4stepDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z10smoothstepffDv4_f(float, float, <4 x float>)
declare spir_func <4 x float> @_Z4signDv4_f(<4 x float>)
declare spir_func <4 x float> @_Z7degreesDv4_f(<4 x float>)
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z6lengthDv4_f(<4 x float>)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z11fast_lengthDv4_f(<4 x float>)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float>)
