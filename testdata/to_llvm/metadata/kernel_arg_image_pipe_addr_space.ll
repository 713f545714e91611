target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Pipe", 0) %1) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 13}
!3 = !{i32 17}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 1, i32 1}
!8 = !{!"read_only", !"read_only"}
!9 = !{!"image2d_t", !"pipe"}
!10 = !{!"", !"pipe"}
