; addrspacecast between two specific address spaces (global → private) has no SPIR-V instruction: only casts to and from Generic exist.
; ERROR: address-space cast from CrossWorkgroup to Function: Casts from private/local/global address space are allowed only to generic
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(1) %p) {
entry:
  %c = addrspacecast ptr addrspace(1) %p to ptr
  %v = load i32, ptr %c, align 4
  ret i32 %v
}
