; !kernel_arg_* of a kernel with const, restrict and volatile pointers, a vector typedef and a
; scalar: names → OpName of the parameters, const → FuncParamAttr NoWrite, restrict → NoAlias
; (once, though clang also sets noalias), volatile → Volatile; the type names as written and
; resolved → the kernel_arg_type / kernel_arg_base_type OpStrings; the base type names the
; pointees (float4* → v4float pointers).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @args(ptr addrspace(1) noalias %dst, ptr addrspace(1) noalias readonly %src, ptr addrspace(3) %scratch, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_name !5 {
entry:
  %v = load <4 x float>, ptr addrspace(1) %src, align 16
  store <4 x float> %v, ptr addrspace(1) %dst, align 16
  store volatile i32 %n, ptr addrspace(3) %scratch, align 4
  ret void
}

!0 = !{i32 1, i32 1, i32 3, i32 0}
!1 = !{!"none", !"none", !"none", !"none"}
!2 = !{!"vec_t*", !"float4*", !"int*", !"int"}
!3 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int"}
!4 = !{!"restrict", !"const restrict", !"volatile", !""}
!5 = !{!"dst", !"src", !"scratch", !"n"}
