; An alloca of a run-time count without SPV_INTEL_variable_length_array: an error naming it.
; ERROR: needs extension SPV_INTEL_variable_length_array for alloca with a run-time size
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @sum(i64 %n) {
entry:
  %vla = alloca i32, i64 %n, align 16
  store i32 7, ptr %vla, align 16
  %v = load i32, ptr %vla, align 16
  ret i32 %v
}
