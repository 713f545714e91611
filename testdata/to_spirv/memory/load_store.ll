; load/store memory operands: align → Aligned N, volatile → Volatile|Aligned N. !nontemporal
; is dropped (the Nontemporal memory operand needs SPIR-V 1.4 and is not emitted).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @ls(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load i32, ptr addrspace(1) %p, align 4
  %b = load volatile i32, ptr addrspace(1) %p, align 4
  %c = load i32, ptr addrspace(1) %p, align 16, !nontemporal !0
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  store volatile i32 %t, ptr addrspace(1) %q, align 4
  store i32 %t, ptr addrspace(1) %q, align 8, !nontemporal !0
  store i32 %t, ptr addrspace(1) %q, align 1
  ret void
}

!0 = !{i32 1}
