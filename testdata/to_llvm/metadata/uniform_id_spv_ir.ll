target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@h = addrspace(1) global i32 0, align 4, !spirv.Decorations !4

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
entry:
  %a = load i32, ptr addrspace(1) @g, align 4
  %b = load i32, ptr addrspace(1) @h, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!7}
!spirv.Capability = !{!8, !9, !10, !11}
!spirv.MemoryModel = !{!12}
!spirv.EntryPoint = !{!13}
!spirv.Generator = !{!14}

!0 = !{!1, !2, !3}
!1 = !{i32 27, i32 2}
!2 = !{i32 41, !"g", i32 0}
!3 = !{i32 44, i32 4}
!4 = !{!5, !6, !3}
!5 = !{i32 26}
!6 = !{i32 41, !"h", i32 0}
!7 = !{i32 0, i32 0}
!8 = !{i32 4}
!9 = !{i32 5}
!10 = !{i32 6}
!11 = !{i32 71}
!12 = !{i32 2, i32 2}
!13 = !{i32 6, ptr @k, !"k", ptr addrspace(1) @g, ptr addrspace(1) @h}
!14 = !{i16 0, i16 0}
!15 = !{i32 1}
!16 = !{!"none"}
!17 = !{!"int*"}
!18 = !{!""}
!19 = !{!"out"}
