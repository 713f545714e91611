; The same broadcast from a run-time lane with --spirv-max-version=1.4: an error naming why
; 1.5 is needed.
; OPTIONS: --spirv-max-version=1.4
; ERROR: a sub-group broadcast from a lane that is not a constant
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %lane) {
entry:
  %v = load i32, ptr addrspace(1) %out, align 4
  %b = call spir_func i32 @_Z31sub_group_non_uniform_broadcastjj(i32 %v, i32 %lane)
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z31sub_group_non_uniform_broadcastjj(i32, i32)
