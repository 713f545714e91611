; The call form of a deprecated extension's builtin (__spirv_BuiltInSubDeviceIDINTEL()) is an error naming the extension, as the variable form is.
; ERROR: needs the deprecated extension SPV_INTEL_hw_thread_queries
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = call spir_func i32 @_Z31__spirv_BuiltInSubDeviceIDINTELv()
  store i32 %id, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z31__spirv_BuiltInSubDeviceIDINTELv()
