; Function linkage: external definitions exported, declarations imported (with their
; parameters), internal and private definitions not decorated, a kernel is an entry point
; and not exported.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func float @external_helper(float, ptr addrspace(1))

define internal spir_func float @internal_helper(float %x) {
entry:
  %y = fmul float %x, %x
  ret float %y
}

define private spir_func float @private_helper(float %x) {
entry:
  %y = fadd float %x, 1.0
  ret float %y
}

define spir_func float @exported(float %x, ptr addrspace(1) %p) {
entry:
  %a = call spir_func float @internal_helper(float %x)
  %b = call spir_func float @private_helper(float %a)
  %c = call spir_func float @external_helper(float %b, ptr addrspace(1) %p)
  ret float %c
}

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  %r = call spir_func float @exported(float %v, ptr addrspace(1) %p)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
