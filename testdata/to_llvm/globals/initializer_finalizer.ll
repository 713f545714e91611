target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_k.cl, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_D_k.cl, ptr null }]

; Function Attrs: nounwind
define spir_kernel void @_GLOBAL__sub_I_k.cl() #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
entry:
  store i32 33, ptr addrspace(1) @g, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_GLOBAL__sub_D_k.cl() #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !12 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !12 {
entry:
  store i32 0, ptr addrspace(1) @g, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @work(ptr addrspace(1) %out) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
entry:
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!3}
!spirv.Capability = !{!4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.EntryPoint = !{!8, !9, !10}
!spirv.Generator = !{!11}

!0 = !{!1, !2}
!1 = !{i32 41, !"g", i32 0}
!2 = !{i32 44, i32 4}
!3 = !{i32 0, i32 0}
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 2, i32 2}
!8 = !{i32 6, ptr @_GLOBAL__sub_I_k.cl, !"_GLOBAL__sub_I_k.cl"}
!9 = !{i32 6, ptr @_GLOBAL__sub_D_k.cl, !"_GLOBAL__sub_D_k.cl"}
!10 = !{i32 6, ptr @work, !"work"}
!11 = !{i16 0, i16 0}
!12 = !{}
!13 = !{i32 1}
!14 = !{!"none"}
!15 = !{!"int*"}
!16 = !{!""}
!17 = !{!"out"}
