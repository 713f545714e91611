target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Capability = !{!2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 3, i32 200000, !1}
!1 = !{!"/src/kernels/add.cl"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
!8 = !{}
