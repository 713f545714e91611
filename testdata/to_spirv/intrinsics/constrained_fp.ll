; llvm.experimental.constrained.* (strict floating point): the operation itself, with the rounding
; mode as FPRoundingMode on conversions to floating point (fptrunc, sitofp, uitofp; not fpext,
; which is exact, nor arithmetic, where the OpenCL environment allows none); OpenCL.std for math; constrained fmuladd as OpFMul then OpFAdd (no fusion under strict semantics).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @strict(float %a, float %b, double %d, i32 %i) #0 {
  %sum = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %quo = call float @llvm.experimental.constrained.fdiv.f32(float %sum, float %b, metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  %nar = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %wid = call double @llvm.experimental.constrained.fpext.f64.f32(float %nar, metadata !"fpexcept.strict") #0
  %cvt = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.downward", metadata !"fpexcept.strict") #0
  %int = call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %cvt, metadata !"fpexcept.strict") #0
  %rt = call float @llvm.experimental.constrained.sqrt.f32(float %quo, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %fma = call float @llvm.experimental.constrained.fmuladd.f32(float %rt, float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %near = call float @llvm.experimental.constrained.nearbyint.f32(float %fma, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %back = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %wid, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %f = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %int, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %s1 = fadd float %near, %back
  %s2 = fadd float %s1, %f
  ret float %s2
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.fmuladd.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.nearbyint.f32(float, metadata, metadata)

attributes #0 = { strictfp }
