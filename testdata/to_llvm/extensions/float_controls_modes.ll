target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.ExecutionMode = !{!8, !9, !10}
!spirv.Generator = !{!11}

!0 = !{!"SPV_INTEL_float_controls2"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 4464}
!5 = !{i32 5582}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @k, !"k"}
!8 = !{ptr @k, i32 5620, i32 64}
!9 = !{ptr @k, i32 5620, i32 32}
!10 = !{ptr @k, i32 4459, i32 32}
!11 = !{i16 0, i16 0}
!12 = !{}
