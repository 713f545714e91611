target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @count() #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !14 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !14 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @count_id() #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !14 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !14 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @auto() #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !14 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !14 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @none() #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !14 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !14 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5, !6, !7, !8}
!spirv.ExecutionMode = !{!9, !10, !12}
!spirv.Generator = !{!13}

!0 = !{!"SPV_INTEL_maximum_registers"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 6460}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @count, !"count"}
!6 = !{i32 6, ptr @count_id, !"count_id"}
!7 = !{i32 6, ptr @auto, !"auto"}
!8 = !{i32 6, ptr @none, !"none"}
!9 = !{ptr @count, i32 6461, i32 128}
!10 = !{ptr @count_id, i32 6462, !11}
!11 = !{i32 256}
!12 = !{ptr @auto, i32 6463, !"AutoINTEL"}
!13 = !{i16 0, i16 0}
!14 = !{}
