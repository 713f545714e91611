; --spirv-preserve-auxdata: available_externally (a copy of a definition made elsewhere, for
; inlining) has no SPIR-V linkage type: the function and the variable are exported, and
; NonSemanticAuxDataLinkage (instruction 4) names them with kind 0, as the reference writes it.
; OPTIONS: --spirv-preserve-auxdata
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@limit = available_externally addrspace(1) global i32 42, align 4

define available_externally spir_func i32 @clamp_to_limit(i32 %x) {
entry:
  %l = load i32, ptr addrspace(1) @limit, align 4
  %c = icmp slt i32 %x, %l
  %r = select i1 %c, i32 %x, i32 %l
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %v = call spir_func i32 @clamp_to_limit(i32 %x)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
