; !spirv.Decorations UniformId (27) carries its scope constant's value, as the reference writes
; it: OpDecorateId of a uint constant; in a kernel it needs UniformDecoration (SPIR-V 1.6, not
; Shader, which the grammar lists first); Uniform (26) likewise.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@h = addrspace(1) global i32 0, align 4, !spirv.Decorations !2

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(1) @g, align 4
  %b = load i32, ptr addrspace(1) @h, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 27, i32 2}
!2 = !{!3}
!3 = !{i32 26}
