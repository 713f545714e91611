; Integers narrower than a byte are held in an i8 with the high bits clear: a switch on an i2
; (case -1 is 3), arithmetic masked back to two bits, i2 constants as bytes.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i2 @sw(i2 %x) {
entry:
  switch i2 %x, label %other [
    i2 1, label %one
    i2 -1, label %minus_one
  ]

one:
  ret i2 0

minus_one:
  %y = add i2 %x, 1
  ret i2 %y

other:
  ret i2 -2
}
