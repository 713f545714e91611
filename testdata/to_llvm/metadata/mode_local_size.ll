target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !reqd_work_group_size !6 !kernel_arg_addr_space !7 !kernel_arg_access_qual !7 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !7 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.ExecutionMode = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 2, i32 2}
!3 = !{i32 6, ptr @k, !"k"}
!4 = !{ptr @k, i32 17, i32 8, i32 4, i32 1}
!5 = !{i16 0, i16 0}
!6 = !{i32 8, i32 4, i32 1}
!7 = !{}
