target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4, !absolute_symbol !0, !spirv.Decorations !1, !note !4

declare spir_func void @helper() #0

; Function Attrs: nounwind
define spir_kernel void @kernel(ptr addrspace(1) %out) #1 !custom !12 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "foo" }
attributes #1 = { nounwind "bar"="baz" }

!spirv.Capability = !{!5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.EntryPoint = !{!10}
!spirv.Generator = !{!11}

!0 = !{i64 0, i64 16}
!1 = !{!2, !3}
!2 = !{i32 41, !"table", i32 0}
!3 = !{i32 44, i32 4}
!4 = !{!"kept as a string"}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 11}
!9 = !{i32 2, i32 2}
!10 = !{i32 6, ptr @kernel, !"kernel"}
!11 = !{i16 0, i16 0}
!12 = !{i32 7, !"seven"}
!13 = !{i32 1}
!14 = !{!"none"}
!15 = !{!"int*"}
!16 = !{!""}
!17 = !{!"out"}
