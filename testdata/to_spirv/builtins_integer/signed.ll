; Signed integer builtins → OpenCL.std s_* instructions where signedness matters (s_abs,
; s_abs_diff, s_add_sat, s_hadd, s_rhadd, s_clamp, s_mad_hi, s_mad_sat, s_max, s_min, s_mul_hi,
; s_sub_sat, s_mad24, s_mul24) and sign-free ones (clz, ctz, rotate, popcount).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @signed_ops(i32 %a, i32 %b, i32 %c) {
entry:
  %call = call spir_func i32 @_Z3absi(i32 %a)
  %call1 = call spir_func i32 @_Z8abs_diffii(i32 %a, i32 %b)
  %add = add i32 %call1, %call
  %call2 = call spir_func i32 @_Z7add_satii(i32 %a, i32 %b)
  %add3 = add i32 %add, %call2
  %call4 = call spir_func i32 @_Z4haddii(i32 %a, i32 %b)
  %add5 = add i32 %add3, %call4
  %call6 = call spir_func i32 @_Z5rhaddii(i32 %a, i32 %c)
  %add7 = add i32 %add5, %call6
  %call8 = call spir_func i32 @_Z5clampiii(i32 %a, i32 %b, i32 %c)
  %add9 = add i32 %add7, %call8
  %call10 = call spir_func i32 @_Z3clzi(i32 %a)
  %add11 = add i32 %add9, %call10
  %call12 = call spir_func i32 @_Z3ctzi(i32 %b)
  %add13 = add i32 %add11, %call12
  %call14 = call spir_func i32 @_Z6mad_hiiii(i32 %a, i32 %b, i32 %c)
  %add15 = add i32 %add13, %call14
  %call16 = call spir_func i32 @_Z7mad_satiii(i32 %a, i32 %b, i32 %c)
  %add17 = add i32 %add15, %call16
  %call18 = call spir_func i32 @_Z3maxii(i32 %a, i32 %b)
  %add19 = add i32 %add17, %call18
  %call20 = call spir_func i32 @_Z3minii(i32 %a, i32 7)
  %add21 = add i32 %add19, %call20
  %call22 = call spir_func i32 @_Z6mul_hiii(i32 %a, i32 %b)
  %add23 = add i32 %add21, %call22
  %call24 = call spir_func i32 @_Z6rotateii(i32 %a, i32 %b)
  %add25 = add i32 %add23, %call24
  %call26 = call spir_func i32 @_Z7sub_satii(i32 %a, i32 %b)
  %add27 = add i32 %add25, %call26
  %call28 = call spir_func i32 @_Z8popcounti(i32 %c)
  %add29 = add i32 %add27, %call28
  %call30 = call spir_func i32 @_Z5mad24iii(i32 %a, i32 %b, i32 %c)
  %add31 = add i32 %add29, %call30
  %call32 = call spir_func i32 @_Z5mul24ii(i32 %a, i32 %c)
  %add33 = add i32 %add31, %call32
  ret i32 %add33
}

declare spir_func i32 @_Z3absi(i32)
declare spir_func i32 @_Z8abs_diffii(i32, i32)
declare spir_func i32 @_Z7add_satii(i32, i32)
declare spir_func i32 @_Z4haddii(i32, i32)
declare spir_func i32 @_Z5rhaddii(i32, i32)
declare spir_func i32 @_Z5clampiii(i32, i32, i32)
declare spir_func i32 @_Z3clzi(i32)
declare spir_func i32 @_Z3ctzi(i32)
declare spir_func i32 @_Z6mad_hiiii(i32, i32, i32)
declare spir_func i32 @_Z7mad_satiii(i32, i32, i32)
declare spir_func i32 @_Z3maxii(i32, i32)
declare spir_func i32 @_Z3minii(i32, i32)
declare spir_func i32 @_Z6mul_hiii(i32, i32)
declare spir_func i32 @_Z6rotateii(i32, i32)
declare spir_func i32 @_Z7sub_satii(i32, i32)
declare spir_func i32 @_Z8popcounti(i32)
declare spir_func i32 @_Z5mad24iii(i32, i32, i32)
declare spir_func i32 @_Z5mul24ii(i32, i32)
