; A call through a function pointer needs SPV_INTEL_function_pointers, which is not allowed by default: the error names it.
; ERROR: in function @f: `call void %fp()`: needs extension SPV_INTEL_function_pointers for indirect call
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr %fp) {
entry:
  call void %fp()
  ret void
}
