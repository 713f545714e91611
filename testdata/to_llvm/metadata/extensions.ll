target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !7 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !7 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_KHR_no_integer_wrap_decoration"}
!1 = !{!"SPV_KHR_expect_assume"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{}
