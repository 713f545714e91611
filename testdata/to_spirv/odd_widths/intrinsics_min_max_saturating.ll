; smax and abs on an i12 (operands sign-extended in the i16 container, the result masked back to 12 bits), uadd.sat on an i7 (a plain add clamped by u_min to 127) and ssub.sat on an i7 (a plain subtraction clamped to [-64, 63], masked).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i12 @f(i12 %a, i12 %b) {
entry:
  %m = call i12 @llvm.smax.i12(i12 %a, i12 %b)
  %r = call i12 @llvm.abs.i12(i12 %m, i1 false)
  ret i12 %r
}

define spir_func i7 @g(i7 %a, i7 %b) {
entry:
  %u = call i7 @llvm.uadd.sat.i7(i7 %a, i7 %b)
  %s = call i7 @llvm.ssub.sat.i7(i7 %u, i7 %b)
  ret i7 %s
}

declare i12 @llvm.smax.i12(i12, i12)
declare i12 @llvm.abs.i12(i12, i1)
declare i7 @llvm.uadd.sat.i7(i7, i7)
declare i7 @llvm.ssub.sat.i7(i7, i7)
