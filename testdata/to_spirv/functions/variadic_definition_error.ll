; A variadic function other than printf is refused before anything else is looked at (here a
; target triple we would refuse too), as the reference does: a definition, not only a call.
; ERROR: UnsupportedVarArgFunction: Variadic functions other than 'printf' are not supported in SPIR-V. Function: @sum
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64_unknown_unknown"

define spir_func i32 @sum(i32 %n, ...) {
entry:
  ret i32 %n
}
