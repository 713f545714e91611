; A call to a variadic function other than printf is unsupported.
; ERROR: UnsupportedVarArgFunction: Variadic functions other than 'printf' are not supported in SPIR-V. Function: @v
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func void @v(i32, ...)

define spir_func void @f() {
entry:
  call spir_func void (i32, ...) @v(i32 1, i32 2)
  ret void
}
