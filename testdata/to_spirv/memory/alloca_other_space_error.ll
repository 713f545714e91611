; An alloca in an address space other than private (0) or generic (4) has no SPIR-V form: an error naming it
; ERROR: alloca in address space 1
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %0 = alloca i32, align 4, addrspace(1)
  store i32 1, ptr addrspace(1) %0
  ret void
}
