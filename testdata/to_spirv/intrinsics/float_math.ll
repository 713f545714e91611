; Floating-point intrinsics → OpenCL.std: llvm.fmuladd → fma, llvm.fabs → fabs, llvm.sqrt →
; sqrt, llvm.minnum/maxnum → fmin/fmax, llvm.copysign, llvm.floor, llvm.fma on vectors.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fm(float %a, float %b, float %c, <2 x double> %v) {
entry:
  %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %x = call float @llvm.fabs.f32(float %m)
  %s = call float @llvm.sqrt.f32(float %x)
  %mn = call float @llvm.minnum.f32(float %s, float %a)
  %mx = call float @llvm.maxnum.f32(float %mn, float %b)
  %cs = call float @llvm.copysign.f32(float %mx, float %c)
  %fl = call float @llvm.floor.f32(float %cs)
  %vf = call <2 x double> @llvm.fma.v2f64(<2 x double> %v, <2 x double> %v, <2 x double> %v)
  %e = extractelement <2 x double> %vf, i32 1
  %et = fptrunc double %e to float
  %r = fadd float %fl, %et
  ret float %r
}

declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.floor.f32(float)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)
