; An Initializer execution mode (from @llvm.global_ctors) needs SPIR-V 1.1: with
; --spirv-max-version=1.0, an error naming it.
; OPTIONS: --spirv-max-version=1.0
; ERROR: needs SPIR-V 1.1 for Initializer/Finalizer Execution Mode
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define internal spir_func void @init() {
  ret void
}
