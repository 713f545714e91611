target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @quals(ptr addrspace(1) noalias %dst, ptr addrspace(2) readonly %src, ptr addrspace(3) %flag) #0 !spirv.ParameterDecorations !5 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
  %1 = load float, ptr addrspace(2) %src, align 4
  store float %1, ptr addrspace(1) %dst, align 4
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
!3 = !{i32 6, ptr @quals, !"quals"}
!4 = !{i16 0, i16 0}
!5 = !{!6, !6, !7}
!6 = !{}
!7 = !{!8}
!8 = !{i32 21}
!9 = !{i32 1, i32 2, i32 3}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int*"}
!12 = !{!"restrict", !"const", !"volatile"}
!13 = !{!"dst", !"src", !"flag"}
