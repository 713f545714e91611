target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@x = addrspace(1) global i32 42, align 16, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) align 32 dereferenceable(24) %0, ptr addrspace(1) dereferenceable(48) %1) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{!1, !2}
!1 = !{i32 41, !"x", i32 0}
!2 = !{i32 46, i32 16}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @k, !"k"}
!8 = !{i16 0, i16 0}
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"", !""}
