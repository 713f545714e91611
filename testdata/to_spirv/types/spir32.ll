; The spir (32-bit) triple: Physical32 addressing, size_t and pointer-sized GEP indices are i32,
; no Int64 capability.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}
