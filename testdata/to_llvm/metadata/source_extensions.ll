target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !9 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !9 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!1, !2}
!spirv.Capability = !{!3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 3, i32 102000}
!1 = !{!"cl_khr_fp16"}
!2 = !{!"cl_khr_gl_sharing"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 2}
!9 = !{}
