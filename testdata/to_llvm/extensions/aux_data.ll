; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4, !absolute_symbol !0, !note !1

declare spir_func void @helper() #0

; Function Attrs: nounwind
define spir_kernel void @kernel(ptr addrspace(1) %out) #1 !custom !9 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !kernel_arg_name !14 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "foo" }
attributes #1 = { nounwind "bar"="baz" }

!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{i64 0, i64 16}
!1 = !{!"kept as a string"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 11}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @kernel, !"kernel"}
!8 = !{i16 0, i16 0}
!9 = !{i32 7, !"seven"}
!10 = !{i32 1}
!11 = !{!"none"}
!12 = !{!"int*"}
!13 = !{!""}
!14 = !{!"out"}
