target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_runtime_aligned !12 {
  %3 = load i32, ptr addrspace(1) %1, align 4
  store i32 %3, ptr addrspace(1) %0, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_INTEL_runtime_aligned"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 5939}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"", !""}
!12 = !{i1 true, i1 false}
