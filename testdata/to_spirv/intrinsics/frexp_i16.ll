; llvm.frexp with an i16 exponent: OpenCL's frexp has an int exponent, so this is the reference's InvalidBitWidth.
; ERROR: integer type i16: SPIR-V kernels have i1, i8, i16, i32 and i64 (InvalidBitWidth)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func { <2 x float>, <2 x i16> } @f(<2 x float> %x) {
entry:
  %r = call { <2 x float>, <2 x i16> } @llvm.frexp.v2f32.v2i16(<2 x float> %x)
  ret { <2 x float>, <2 x i16> } %r
}

declare { <2 x float>, <2 x i16> } @llvm.frexp.v2f32.v2i16(<2 x float>)
