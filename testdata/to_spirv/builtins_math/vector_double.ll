; Vector double math: hypot, ldexp and rootn with an int vector operand, copysign, fabs
; (Float64 capability).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x double> @double_math(<2 x double> %x, <2 x double> %y, <2 x i32> %n) {
entry:
  %call = call spir_func <2 x double> @_Z5hypotDv2_dS_(<2 x double> %x, <2 x double> %y)
  %call1 = call spir_func <2 x double> @_Z5ldexpDv2_dDv2_i(<2 x double> %x, <2 x i32> %n)
  %add = fadd <2 x double> %call, %call1
  %call2 = call spir_func <2 x double> @_Z5rootnDv2_dDv2_i(<2 x double> %y, <2 x i32> %n)
  %add3 = fadd <2 x double> %add, %call2
  %call4 = call spir_func <2 x double> @_Z8copysignDv2_dS_(<2 x double> %x, <2 x double> %y)
  %add5 = fadd <2 x double> %add3, %call4
  %call6 = call spir_func <2 x double> @_Z4fabsDv2_d(<2 x double> %y)
  %add7 = fadd <2 x double> %add5, %call6
  ret <2 x double> %add7
}

declare spir_func <2 x double> @_Z5hypotDv2_dS_(<2 x double>, <2 x double>)
declare spir_func <2 x double> @_Z5ldexpDv2_dDv2_i(<2 x double>, <2 x i32>)
declare spir_func <2 x double> @_Z5rootnDv2_dDv2_i(<2 x double>, <2 x i32>)
declare spir_func <2 x double> @_Z8copysignDv2_dS_(<2 x double>, <2 x double>)
declare spir_func <2 x double> @_Z4fabsDv2_d(<2 x double>)
