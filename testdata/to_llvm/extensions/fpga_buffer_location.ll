target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) %3) #0 !spirv.ParameterDecorations !7 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_buffer_location !17 {
  store i32 %2, ptr addrspace(1) %1, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_fpga_buffer_location"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5920}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{!8, !10, !10, !11}
!8 = !{!9}
!9 = !{i32 5921, i32 2}
!10 = !{}
!11 = !{!12}
!12 = !{i32 5921, i32 0}
!13 = !{i32 1, i32 1, i32 0, i32 1}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int", !"int*"}
!16 = !{!"", !"", !"", !""}
!17 = !{i32 2, i32 -1, i32 -1, i32 0}
