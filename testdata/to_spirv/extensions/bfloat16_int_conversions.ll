; SPV_KHR_bfloat16: bfloat ↔ integer conversions (fptoui, fptosi, sitofp, uitofp) are
; OpConvertFToU/FToS/SToF/UToF on the bfloat type, which BFloat16TypeKHR allows (as the reference
; writes them).
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @round_trip(bfloat %a, i32 %i, <2 x bfloat> %v) {
entry:
  %u = fptoui bfloat %a to i32
  %s = fptosi bfloat %a to i32
  %fs = sitofp i32 %i to bfloat
  %fu = uitofp i32 %u to bfloat
  %vs = fptosi <2 x bfloat> %v to <2 x i16>
  %sum = add i32 %u, %s
  %bs = bitcast bfloat %fs to i16
  %bu = bitcast bfloat %fu to i16
  %z = zext i16 %bs to i32
  %y = zext i16 %bu to i32
  %e = extractelement <2 x i16> %vs, i32 0
  %x = sext i16 %e to i32
  %r0 = add i32 %sum, %z
  %r1 = add i32 %r0, %y
  %r = add i32 %r1, %x
  ret i32 %r
}
