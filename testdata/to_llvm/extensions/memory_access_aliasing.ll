target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4, !alias.scope !12
  %y = load i32, ptr addrspace(1) %b, align 4, !alias.scope !12, !noalias !15
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %c, align 4, !noalias !18
  %0 = load i32, ptr addrspace(1) %c, align 4, !noalias !15
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_memory_access_aliasing"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5910}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 1, i32 1, i32 1}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"int*", !"int*", !"int*"}
!10 = !{!"restrict", !"restrict", !"restrict"}
!11 = !{!"a", !"b", !"c"}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17}
!18 = !{!13, !16}
