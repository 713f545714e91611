target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @first() #0 !reqd_work_group_size !11 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @second() #0 !work_group_size_hint !13 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @third() #0 !vec_type_hint !14 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3, !4, !5}
!spirv.ExecutionMode = !{!6, !7, !8, !9}
!spirv.Generator = !{!10}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 2, i32 2}
!3 = !{i32 6, ptr @first, !"first"}
!4 = !{i32 6, ptr @second, !"second"}
!5 = !{i32 6, ptr @third, !"third"}
!6 = !{ptr @first, i32 17, i32 64, i32 1, i32 1}
!7 = !{ptr @second, i32 18, i32 8, i32 8, i32 1}
!8 = !{ptr @second, i32 31}
!9 = !{ptr @third, i32 30, i32 131077}
!10 = !{i16 0, i16 0}
!11 = !{i32 64, i32 1, i32 1}
!12 = !{}
!13 = !{i32 8, i32 8, i32 1}
!14 = !{<2 x float> poison, i32 0}
