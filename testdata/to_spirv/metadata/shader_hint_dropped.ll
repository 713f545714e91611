; !spirv.Decorations asking for RelaxedPrecision (a shader-only hint) on a kernel's function and
; its parameter, given a literal the decoration does not take, as the reference's own tests
; write it: the literal is read past and the hint left out (kernels cannot declare it); the
; other decorations stay. Parameter entries beyond the parameters are ignored.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) !spirv.Decorations !0 !spirv.ParameterDecorations !3 {
entry:
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  call spir_func void @f(ptr addrspace(1) %p)
  ret void
}

!0 = !{!1}
!1 = !{i32 0, i32 2}
!2 = !{i32 19}
!3 = !{!4, !0, !0}
!4 = !{!1, !2}
