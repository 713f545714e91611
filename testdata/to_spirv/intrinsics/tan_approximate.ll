; llvm.tan with afn on floats (scalar and vector) → OpenCL.std native_tan (tables::opencl_std::APPROXIMATE), as the Khronos translator writes it; on half and double, and without afn, tan.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @tangents(float %x, <4 x float> %v, double %d, half %h) {
  %a = call afn float @llvm.tan.f32(float %x)
  %b = call afn <4 x float> @llvm.tan.v4f32(<4 x float> %v)
  %c = call afn double @llvm.tan.f64(double %d)
  %e = call float @llvm.tan.f32(float %x)
  %g = call afn half @llvm.tan.f16(half %h)
  %b0 = extractelement <4 x float> %b, i32 0
  %c0 = fptrunc double %c to float
  %g0 = fpext half %g to float
  %s0 = fadd float %b0, %c0
  %s1 = fadd float %s0, %e
  %s2 = fadd float %s1, %a
  %s3 = fadd float %s2, %g0
  ret float %s3
}

declare float @llvm.tan.f32(float)
declare <4 x float> @llvm.tan.v4f32(<4 x float>)
declare double @llvm.tan.f64(double)
declare half @llvm.tan.f16(half)
