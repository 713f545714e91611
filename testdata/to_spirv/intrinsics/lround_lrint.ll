; llvm.lround/llround/lrint/llrint: OpenCL.std round or rint to an integral float, then
; OpConvertFToS (scalars and vectors).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @lround(float %x) {
  %r = call i32 @llvm.lround.i32.f32(float %x)
  ret i32 %r
}

define spir_func i64 @llround(double %x) {
  %r = call i64 @llvm.llround.i64.f64(double %x)
  ret i64 %r
}

define spir_func i64 @lrint(float %x) {
  %r = call i64 @llvm.lrint.i64.f32(float %x)
  ret i64 %r
}

define spir_func <2 x i32> @llrint(<2 x float> %x) {
  %r = call <2 x i32> @llvm.llrint.v2i32.v2f32(<2 x float> %x)
  ret <2 x i32> %r
}

declare i32 @llvm.lround.i32.f32(float)
declare i64 @llvm.llround.i64.f64(double)
declare i64 @llvm.lrint.i64.f32(float)
declare <2 x i32> @llvm.llrint.v2i32.v2f32(<2 x float>)
