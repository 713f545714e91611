; llvm.sqrt with afn (an approximation allowed) on floats → OpenCL.std native_sqrt (tables::opencl_std::APPROXIMATE), as the Khronos translator writes it; on doubles, and without afn, sqrt.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @roots(float %x, <4 x float> %v, double %d) {
  %a = call afn float @llvm.sqrt.f32(float %x)
  %b = call afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %v)
  %c = call afn double @llvm.sqrt.f64(double %d)
  %e = call float @llvm.sqrt.f32(float %x)
  %f = call fast float @llvm.sqrt.f32(float %a)
  %b0 = extractelement <4 x float> %b, i32 0
  %c0 = fptrunc double %c to float
  %s0 = fadd float %b0, %c0
  %s1 = fadd float %s0, %e
  %s2 = fadd float %s1, %f
  ret float %s2
}

declare float @llvm.sqrt.f32(float)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)
declare double @llvm.sqrt.f64(double)
