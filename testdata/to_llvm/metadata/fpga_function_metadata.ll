target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 !initiation_interval !12 !max_concurrency !1 !pipeline_kernel !7 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_fpga_invocation_pipelining_attributes"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5916}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 1}
!8 = !{!"none"}
!9 = !{!"int*"}
!10 = !{!""}
!11 = !{!"out"}
!12 = !{i32 2}
