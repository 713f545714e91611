target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !intel_reqd_sub_group_size !7 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.ExecutionMode = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 58}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @k, !"k"}
!5 = !{ptr @k, i32 35, i32 16}
!6 = !{i16 0, i16 0}
!7 = !{i32 16}
!8 = !{}
