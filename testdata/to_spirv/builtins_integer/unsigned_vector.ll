; Unsigned vector integer builtins → u_* instructions (u_abs, u_abs_diff, u_add_sat, u_hadd,
; u_max with a widened scalar, u_min, u_mul_hi, u_sub_sat, u_mad_sat, u_upsample, u_clamp).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <4 x i32> @unsigned_ops(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, <4 x i8> %h, <4 x i8> %l) {
entry:
  %call = call spir_func <4 x i32> @_Z3absDv4_j(<4 x i32> %a)
  %call1 = call spir_func <4 x i32> @_Z8abs_diffDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  %add = add <4 x i32> %call1, %call
  %call2 = call spir_func <4 x i32> @_Z7add_satDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  %add3 = add <4 x i32> %add, %call2
  %call4 = call spir_func <4 x i32> @_Z4haddDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  %add5 = add <4 x i32> %add3, %call4
  %call6 = call spir_func <4 x i32> @_Z3maxDv4_jj(<4 x i32> %a, i32 3)
  %add7 = add <4 x i32> %add5, %call6
  %call8 = call spir_func <4 x i32> @_Z3minDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  %add9 = add <4 x i32> %add7, %call8
  %call10 = call spir_func <4 x i32> @_Z6mul_hiDv4_jS_(<4 x i32> %a, <4 x i32> %c)
  %add11 = add <4 x i32> %add9, %call10
  %call12 = call spir_func <4 x i32> @_Z7sub_satDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  %add13 = add <4 x i32> %add11, %call12
  %call14 = call spir_func <4 x i32> @_Z7mad_satDv4_jS_S_(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c)
  %add15 = add <4 x i32> %add13, %call14
  %call16 = call spir_func <4 x i16> @_Z8upsampleDv4_hS_(<4 x i8> %h, <4 x i8> %l)
  %call17 = call spir_func <4 x i32> @_Z13convert_uint4Dv4_t(<4 x i16> %call16)
  %add18 = add <4 x i32> %add15, %call17
  %call19 = call spir_func <4 x i32> @_Z5clampDv4_jjj(<4 x i32> %c, i32 1, i32 9)
  %add20 = add <4 x i32> %add18, %call19
  ret <4 x i32> %add20
}

declare spir_func <4 x i32> @_Z3absDv4_j(<4 x i32>)
declare spir_func <4 x i32> @_Z8abs_diffDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z7add_satDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z4haddDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z3maxDv4_jj(<4 x i32>, i32)
declare spir_func <4 x i32> @_Z3minDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z6mul_hiDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z7sub_satDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z7mad_satDv4_jS_S_(<4 x i32>, <4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z13convert_uint4Dv4_t(<4 x i16>)
declare spir_func <4 x i16> @_Z8upsampleDv4_hS_(<4 x i8>, <4 x i8>)
declare spir_func <4 x i32> @_Z5clampDv4_jjj(<4 x i32>, i32, i32)
