; A `common` global (a zeroed tentative definition) → an exported OpVariable without initializer, as the reference writes it; spirv2llvm reads it back as `common`.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = common addrspace(1) global i32 0, align 4

define spir_kernel void @k() {
entry:
  %v = load i32, ptr addrspace(1) @counter, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) @counter, align 4
  ret void
}
