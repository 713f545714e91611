; i128 division has no translation yet (addition, multiplication, shifts and compares do):
; an error naming the operation.
; ERROR: in function @quotient: `%q = udiv i128 %x, %y`: unsupported: UDiv on i128
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i128 @quotient(i128 %x, i128 %y) {
entry:
  %q = udiv i128 %x, %y
  ret i128 %q
}
