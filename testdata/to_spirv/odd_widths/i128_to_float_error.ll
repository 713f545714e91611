; Conversions between i128 and floating point have no translation yet (arithmetic, division,
; shifts, compares and integer casts do): an error naming the conversion.
; ERROR: in function @to_double: `%d = sitofp i128 %x to double`: unsupported: SIToFP from i128 to double
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @to_double(i128 %x) {
entry:
  %d = sitofp i128 %x to double
  ret double %d
}
