; llvm.fmuladd → OpFMul then OpFAdd (each rounded) with --spirv-replace-fmuladd-with-ocl-mad=false, on scalars and vectors
; OPTIONS: --spirv-replace-fmuladd-with-ocl-mad=false
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x double> @f(float %a, float %b, float %c, <2 x double> %x, <2 x double> %y) {
entry:
  %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %e = fpext float %m to double
  %s = insertelement <2 x double> %y, double %e, i32 0
  %v = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %x, <2 x double> %x, <2 x double> %s)
  ret <2 x double> %v
}

declare float @llvm.fmuladd.f32(float, float, float)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
