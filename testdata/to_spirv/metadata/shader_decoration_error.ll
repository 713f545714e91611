; !spirv.Decorations asking for Binding (a decoration only shaders have, by the grammar) on a
; kernel's global: an error naming it, not a module spirv-val rejects.
; ERROR: unsupported: decoration Binding (it needs capability Shader, which kernels do not have)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k() {
entry:
  store i32 1, ptr addrspace(1) @g, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 33, i32 1}
