; A !kernel_arg_type list with fewer entries than the kernel has parameters is dropped alone: the well-formed lists still apply (the const qualifier → FuncParamAttr NoWrite, the runtime alignment with SPV_INTEL_runtime_aligned).
; OPTIONS: --spirv-ext=+SPV_INTEL_runtime_aligned
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_runtime_aligned !5 {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 1, i32 1}
!1 = !{!"none", !"none"}
!2 = !{!"int*"}
!3 = !{!"int*", !"int*"}
!4 = !{!"const", !""}
!5 = !{i1 false, i1 true}
