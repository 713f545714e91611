; i128 arithmetic (wider than any kernel integer) fails naming the type.
; ERROR: integer type i128: SPIR-V kernels have i1, i8, i16, i32 and i64 (InvalidBitWidth)
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
