target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@x = addrspace(1) global i32 42, align 16, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) align 32 dereferenceable(24) %0, ptr addrspace(1) dereferenceable(48) %1) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1}
!1 = !{i32 41, !"x", i32 0}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"", !""}
