target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @streaming() #0 !ip_interface !15 !kernel_arg_addr_space !16 !kernel_arg_access_qual !16 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !16 {
entry:
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @streaming_stall_free() #0 !ip_interface !17 !kernel_arg_addr_space !16 !kernel_arg_access_qual !16 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !16 {
entry:
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @register_map() #0 !ip_interface !18 !kernel_arg_addr_space !16 !kernel_arg_access_qual !16 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !16 {
entry:
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @register_map_wait() #0 !ip_interface !19 !kernel_arg_addr_space !16 !kernel_arg_access_qual !16 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !16 {
entry:
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6, !7, !8, !9}
!spirv.ExecutionMode = !{!10, !11, !12, !13}
!spirv.Generator = !{!14}

!0 = !{!"SPV_INTEL_kernel_attributes"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5897}
!4 = !{i32 6161}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @streaming, !"streaming"}
!7 = !{i32 6, ptr @streaming_stall_free, !"streaming_stall_free"}
!8 = !{i32 6, ptr @register_map, !"register_map"}
!9 = !{i32 6, ptr @register_map_wait, !"register_map_wait"}
!10 = !{ptr @streaming, i32 6154, i32 0}
!11 = !{ptr @streaming_stall_free, i32 6154, i32 1}
!12 = !{ptr @register_map, i32 6160, i32 0}
!13 = !{ptr @register_map_wait, i32 6160, i32 1}
!14 = !{i16 0, i16 0}
!15 = !{!"streaming"}
!16 = !{}
!17 = !{!"streaming", !"stall_free_return"}
!18 = !{!"csr"}
!19 = !{!"csr", !"wait_for_done_write"}
