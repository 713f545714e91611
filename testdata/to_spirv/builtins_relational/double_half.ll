; Relational builtins on double vectors yield long vectors (-1/0 lanes, 64-bit), on double and
; half scalars int 1/0.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x i64> @dbl(<2 x double> %a, <2 x double> %b, double %x, half %h) {
entry:
  %call = call spir_func i32 @_Z7isequaldd(double %x, double 1.000000e+00)
  %conv = fpext half %h to float
  %call1 = call spir_func i32 @_Z5isinff(float %conv)
  %add = add nsw i32 %call1, %call
  %call2 = call spir_func i32 @_Z9isgreaterDhDh(half %h, half 0xH0000)
  %add3 = add nsw i32 %add, %call2
  %call4 = call spir_func <2 x i64> @_Z6islessDv2_dS_(<2 x double> %a, <2 x double> %b)
  %call5 = call spir_func <2 x i64> @_Z13islessgreaterDv2_dS_(<2 x double> %a, <2 x double> %b)
  %add6 = add <2 x i64> %call5, %call4
  %call7 = call spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double> %b)
  %add8 = add <2 x i64> %add6, %call7
  %conv9 = sext i32 %add3 to i64
  %splat.splatinsert = insertelement <2 x i64> poison, i64 %conv9, i64 0
  %splat.splat = shufflevector <2 x i64> %splat.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer
  %add10 = add <2 x i64> %add8, %splat.splat
  ret <2 x i64> %add10
}

declare spir_func i32 @_Z7isequaldd(double, double)
declare spir_func i32 @_Z5isinff(float)
declare spir_func i32 @_Z9isgreaterDhDh(half, half)
declare spir_func <2 x i64> @_Z6islessDv2_dS_(<2 x double>, <2 x double>)
declare spir_func <2 x i64> @_Z13islessgreaterDv2_dS_(<2 x double>, <2 x double>)
declare spir_func <2 x i64> @_Z5isnanDv2_d(<2 x double>)
