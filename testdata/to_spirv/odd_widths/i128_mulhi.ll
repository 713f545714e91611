; The 64x64->128 multiply-high idiom: i128 as <2 x i64> halves, OpUMulExtended for the
; product of the low halves, the shift by 64 picking the high half.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @wide(i64 %a, i64 %b) {
entry:
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
