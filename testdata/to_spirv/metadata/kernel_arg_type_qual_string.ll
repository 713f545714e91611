; -preserve-ocl-kernel-arg-type-metadata-through-string: !kernel_arg_type_qual is also kept as a kernel_arg_type_qual.<kernel>.<q1>,<q2>,… OpString (the qualifiers still become decorations)
; OPTIONS: --preserve-ocl-kernel-arg-type-metadata-through-string
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  store i32 %n, ptr addrspace(1) %a, align 4
  ret void
}

!0 = !{i32 1, i32 1, i32 0}
!1 = !{!"none", !"none", !"none"}
!2 = !{!"int*", !"int*", !"int"}
!3 = !{!"volatile", !"const restrict", !""}
