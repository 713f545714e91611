; fshl and fshr on an i12 held in an i16: the amount modulo 12 (OpUMod), the operands shifted apart within the container, the result masked to 12 bits; bswap of an i48: the i64 container's bytes swapped, shifted down 16.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i12 @f(i12 %a, i12 %b, i12 %s) {
entry:
  %l = call i12 @llvm.fshl.i12(i12 %a, i12 %b, i12 %s)
  %r = call i12 @llvm.fshr.i12(i12 %l, i12 %b, i12 %s)
  ret i12 %r
}

define spir_func i48 @g(i48 %a) {
entry:
  %r = call i48 @llvm.bswap.i48(i48 %a)
  ret i48 %r
}

declare i12 @llvm.fshl.i12(i12, i12, i12)
declare i12 @llvm.fshr.i12(i12, i12, i12)
declare i48 @llvm.bswap.i48(i48)
