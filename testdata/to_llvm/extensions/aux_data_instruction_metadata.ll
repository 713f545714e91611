target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(i32 %0, i32 %1) #0 {
  %3 = add i32 %0, %1, !amdgpu.no.remote.memory !6, !my.note !7
  ret i32 %3
}

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !6 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !6 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @k, !"k"}
!5 = !{i16 0, i16 0}
!6 = !{}
!7 = !{!"hello", i32 7}
