; !spirv.ParameterDecorations asking for Restrict on an i32 parameter: spirv-val accepts
; Restrict and Aliased only on pointers, so this is an error naming the parameter.
; ERROR: in function @k: invalid input: !spirv.ParameterDecorations puts Restrict on parameter 0, which is not a pointer
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %a, ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
entry:
  store i32 %a, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1, !3}
!1 = !{!2}
!2 = !{i32 19}
!3 = !{!2}
