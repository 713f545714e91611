; llvm.frexp with an i32 exponent → OpenCL.std frexp writing the exponent through a Function variable, then OpCompositeConstruct of {mantissa, exponent}.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func { float, i32 } @f(float %x) {
entry:
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  ret { float, i32 } %r
}

declare { float, i32 } @llvm.frexp.f32.i32(float)
