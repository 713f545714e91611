; A function whose name starts with __spirv_ but names no SPIR-V instruction, OpenCL.std instruction or builtin variable is an ordinary function: the call is an OpFunctionCall of an imported declaration, as the reference translates it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i32 @_Z32__spirv_somefunc_with_underscorev()

define spir_func i32 @f() {
entry:
  %v = call spir_func i32 @_Z32__spirv_somefunc_with_underscorev()
  ret i32 %v
}
