; !kernel_arg_runtime_aligned with SPV_INTEL_runtime_aligned allowed: FuncParamAttr
; RuntimeAlignedINTEL on the pointer parameters flagged true (capability
; RuntimeAlignedAttributeINTEL); flags on non-pointers are ignored.
; OPTIONS: --spirv-ext=+SPV_INTEL_runtime_aligned
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_runtime_aligned !4 {
entry:
  %v = load i32, ptr addrspace(1) %b, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr addrspace(1) %a, align 4
  ret void
}

!0 = !{i32 1, i32 1, i32 0}
!1 = !{!"none", !"none", !"none"}
!2 = !{!"int*", !"int*", !"int"}
!3 = !{!"", !"", !""}
!4 = !{i1 true, i1 false, i1 true}
