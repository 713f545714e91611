; Vector relational builtins yield -1/0 per lane (OpSelect of bool vectors); any/all test the
; sign bit of each lane (OpSLessThan against zero, then OpAny/OpAll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <4 x i32> @vector_rel(<4 x float> %v, <4 x float> %w, <4 x i32> %m, <2 x i64> %l) {
entry:
  %call = call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> %v, <4 x float> %w)
  %call1 = call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> %v)
  %add = add <4 x i32> %call1, %call
  %call2 = call spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> %w)
  %add3 = add <4 x i32> %add, %call2
  %call4 = call spir_func i32 @_Z3anyDv4_i(<4 x i32> %m)
  %call5 = call spir_func i32 @_Z3allDv4_i(<4 x i32> %add3)
  %add6 = add nsw i32 %call5, %call4
  %call7 = call spir_func i32 @_Z3anyDv2_l(<2 x i64> %l)
  %add8 = add nsw i32 %add6, %call7
  %call9 = call spir_func i32 @_Z3allDv2_l(<2 x i64> %l)
  %add10 = add nsw i32 %add8, %call9
  %splat.splatinsert = insertelement <4 x i32> poison, i32 %add10, i64 0
  %splat.splat = shufflevector <4 x i32> %splat.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %add11 = add <4 x i32> %splat.splat, %add3
  ret <4 x i32> %add11
}

declare spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float>)
declare spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float>)
declare spir_func i32 @_Z3anyDv4_i(<4 x i32>)
declare spir_func i32 @_Z3allDv4_i(<4 x i32>)
declare spir_func i32 @_Z3anyDv2_l(<2 x i64>)
declare spir_func i32 @_Z3allDv2_l(<2 x i64>)
