; A function used as a value without SPV_INTEL_function_pointers allowed: the error names the extension
; OPTIONS: --spirv-ext=-all
; ERROR: SPV_INTEL_function_pointers
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @id(i32 %x) {
entry:
  ret i32 %x
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %fp = alloca ptr, align 8
  store ptr @id, ptr %fp, align 8
  ret void
}
