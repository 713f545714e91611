target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @sized() #0 !reqd_work_group_size !10 !kernel_arg_addr_space !11 !kernel_arg_access_qual !11 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !11 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @groups() #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !11 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !11 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5, !6}
!spirv.ExecutionMode = !{!7, !8}
!spirv.Generator = !{!9}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 58}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @sized, !"sized"}
!6 = !{i32 6, ptr @groups, !"groups"}
!7 = !{ptr @sized, i32 38, i32 64, i32 1, i32 1}
!8 = !{ptr @groups, i32 37, i32 8}
!9 = !{i16 0, i16 0}
!10 = !{i32 64, i32 1, i32 1}
!11 = !{}
