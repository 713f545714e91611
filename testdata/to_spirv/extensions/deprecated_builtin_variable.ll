; A builtin variable of a deprecated extension (SPV_INTEL_hw_thread_queries' GlobalHWThreadIDINTEL, which SPIR-V headers no longer list) is an error naming the extension.
; ERROR: needs the deprecated extension SPV_INTEL_hw_thread_queries
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = load i32, ptr addrspace(1) @__spirv_BuiltInGlobalHWThreadIDINTEL, align 4
  store i32 %id, ptr addrspace(1) %out, align 4
  ret void
}
