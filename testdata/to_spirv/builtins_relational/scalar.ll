; Scalar relational builtins → OpFOrd*/OpFUnord*/OpIsFinite/OpIsInf/OpIsNan/OpIsNormal/
; OpOrdered/OpUnordered/OpSignBitSet, each bool result selected to int 1/0.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @relational(float %a, float %b, <4 x float> %v, <4 x float> %w) {
entry:
  %call = call spir_func i32 @_Z7isequalff(float %a, float %b)
  %call1 = call spir_func i32 @_Z10isnotequalff(float %a, float %b)
  %add = add nsw i32 %call1, %call
  %call2 = call spir_func i32 @_Z9isgreaterff(float %a, float %b)
  %add3 = add nsw i32 %add, %call2
  %call4 = call spir_func i32 @_Z14isgreaterequalff(float %a, float %b)
  %add5 = add nsw i32 %add3, %call4
  %call6 = call spir_func i32 @_Z6islessff(float %a, float %b)
  %add7 = add nsw i32 %add5, %call6
  %call8 = call spir_func i32 @_Z11islessequalff(float %a, float %b)
  %add9 = add nsw i32 %add7, %call8
  %call10 = call spir_func i32 @_Z13islessgreaterff(float %a, float %b)
  %add11 = add nsw i32 %add9, %call10
  %call12 = call spir_func i32 @_Z8isfinitef(float %a)
  %add13 = add nsw i32 %add11, %call12
  %call14 = call spir_func i32 @_Z5isinff(float %a)
  %add15 = add nsw i32 %add13, %call14
  %call16 = call spir_func i32 @_Z5isnanf(float %b)
  %add17 = add nsw i32 %add15, %call16
  %call18 = call spir_func i32 @_Z8isnormalf(float %a)
  %add19 = add nsw i32 %add17, %call18
  %call20 = call spir_func i32 @_Z9isorderedff(float %a, float %b)
  %add21 = add nsw i32 %add19, %call20
  %call22 = call spir_func i32 @_Z11isunorderedff(float %a, float %b)
  %add23 = add nsw i32 %add21, %call22
  %call24 = call spir_func i32 @_Z7signbitf(float %b)
  %add25 = add nsw i32 %add23, %call24
  ret i32 %add25
}

declare spir_func i32 @_Z7isequalff(float, float)
declare spir_func i32 @_Z10isnotequalff(float, float)
declare spir_func i32 @_Z9isgreaterff(float, float)
declare spir_func i32 @_Z14isgreaterequalff(float, float)
declare spir_func i32 @_Z6islessff(float, float)
declare spir_func i32 @_Z11islessequalff(float, float)
declare spir_func i32 @_Z13islessgreaterff(float, float)
declare spir_func i32 @_Z8isfinitef(float)
declare spir_func i32 @_Z5isinff(float)
declare spir_func i32 @_Z5isnanf(float)
declare spir_func i32 @_Z8isnormalf(float)
declare spir_func i32 @_Z9isorderedff(float, float)
declare spir_func i32 @_Z11isunorderedff(float, float)
declare spir_func i32 @_Z7signbitf(float)
