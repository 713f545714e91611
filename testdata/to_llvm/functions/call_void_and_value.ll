target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func void @store_sum(ptr addrspace(1) %0, float %1, float %2) #0 {
  %4 = fadd float %1, %2
  store float %4, ptr addrspace(1) %0, align 4
  ret void
}

; Function Attrs: nounwind
define internal spir_func float @mad(float %0, float %1, float %2) #0 {
  %4 = fmul float %0, %1
  %5 = fadd float %4, %2
  ret float %5
}

; Function Attrs: nounwind
define spir_kernel void @calls(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %2 = load float, ptr addrspace(1) %0, align 4
  %3 = call spir_func float @mad(float %2, float %2, float %2)
  call spir_func void @store_sum(ptr addrspace(1) %0, float %3, float %2)
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 2, i32 2}
!3 = !{i32 6, ptr @calls, !"calls"}
!4 = !{i16 0, i16 0}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"float*"}
!8 = !{!""}
