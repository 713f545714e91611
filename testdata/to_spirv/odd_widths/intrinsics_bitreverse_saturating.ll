; bitreverse of an i4 (the i8 container reversed, shifted down 4) and saturating conversions to i2 (signed: saturated to 64 bits, clamped to [-2, 1], narrowed, masked) and i40 (unsigned: clamped to 2^40-1, no narrowing from the i64 container).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @f(i4 %a, float %x) {
entry:
  %r = call i4 @llvm.bitreverse.i4(i4 %a)
  %s = call i2 @llvm.fptosi.sat.i2.f32(float %x)
  %u = call i40 @llvm.fptoui.sat.i40.f32(float %x)
  %rw = zext i4 %r to i64
  %sw = sext i2 %s to i64
  %uw = zext i40 %u to i64
  %t = add i64 %rw, %sw
  %v = add i64 %t, %uw
  ret i64 %v
}

declare i4 @llvm.bitreverse.i4(i4)
declare i2 @llvm.fptosi.sat.i2.f32(float)
declare i40 @llvm.fptoui.sat.i40.f32(float)
