; !spirv.Source (no opencl.ocl.version), !spirv.SourceExtension and !spirv.ExecutionMode (as spirv2llvm writes them) → OpSource, OpSourceExtension and OpExecutionMode; modes the kernel attachments also give (LocalSize, SubgroupSize) appear once.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !reqd_work_group_size !12 !intel_reqd_sub_group_size !13 !kernel_arg_addr_space !14 !kernel_arg_access_qual !14 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !14 {
  ret void
}

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!1}
!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.ExecutionMode = !{!7, !8, !9}
!spirv.Generator = !{!10}

!0 = !{i32 3, i32 102000}
!1 = !{!"cl_khr_fp16"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 58}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{ptr @k, i32 31}
!8 = !{ptr @k, i32 17, i32 8, i32 4, i32 1}
!9 = !{ptr @k, i32 35, i32 16}
!10 = !{i16 7, i16 0}
!12 = !{i32 8, i32 4, i32 1}
!13 = !{i32 16}
!14 = !{}
