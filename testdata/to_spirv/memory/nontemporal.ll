; !nontemporal on a load or store → the Nontemporal memory operand (beside Volatile and Aligned).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @stream(ptr addrspace(1) %dst, ptr addrspace(1) %src) {
entry:
  %v = load <4 x float>, ptr addrspace(1) %src, align 16, !nontemporal !0
  store volatile <4 x float> %v, ptr addrspace(1) %dst, align 16, !nontemporal !0
  ret void
}

!0 = !{i32 1}
