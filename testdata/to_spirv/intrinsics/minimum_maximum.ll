; llvm.minimum/llvm.maximum (NaN propagating, -0 below +0) → OpenCL.std fmin/fmax, then where the operands are equal the one whose copysign(1, x) is negative (minimum) or the other (maximum), then a quiet NaN where they are unordered; nsz leaves out the zero step, nnan the NaN step (the flags decorate the fmin/fmax); llvm.minimumnum/maximumnum the same without the NaN step (fmin/fmax give the number when one operand is NaN)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @minimum_f32(float %x, float %y) {
  %r = call float @llvm.minimum.f32(float %x, float %y)
  ret float %r
}

define spir_func <2 x half> @maximum_v2f16(<2 x half> %x, <2 x half> %y) {
  %r = call <2 x half> @llvm.maximum.v2f16(<2 x half> %x, <2 x half> %y)
  ret <2 x half> %r
}

define spir_func double @maximum_f64_nsz(double %x, double %y) {
  %r = call nsz double @llvm.maximum.f64(double %x, double %y)
  ret double %r
}

define spir_func float @minimum_f32_nnan_nsz(float %x, float %y) {
  %r = call nnan nsz float @llvm.minimum.f32(float %x, float %y)
  ret float %r
}

declare float @llvm.minimum.f32(float, float)
declare <2 x half> @llvm.maximum.v2f16(<2 x half>, <2 x half>)
declare double @llvm.maximum.f64(double, double)

define spir_func <2 x float> @minimumnum_v2f32(<2 x float> %x, <2 x float> %y) {
  %r = call <2 x float> @llvm.minimumnum.v2f32(<2 x float> %x, <2 x float> %y)
  ret <2 x float> %r
}

declare <2 x float> @llvm.minimumnum.v2f32(<2 x float>, <2 x float>)
