target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func void @__queries_block_invoke(ptr addrspace(4) %0) #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @queries(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = call spir_func i32 @_Z30__spirv_GetKernelWorkGroupSizePvPU3AS4cii(ptr @__queries_block_invoke, ptr addrspace(4) null, i32 16, i32 8) #0
  %3 = call spir_func i32 @_Z47__spirv_GetKernelPreferredWorkGroupSizeMultiplePvPU3AS4cii(ptr @__queries_block_invoke, ptr addrspace(4) null, i32 16, i32 8) #0
  %4 = add i32 %2, %3
  store i32 %4, ptr addrspace(1) %0, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z30__spirv_GetKernelWorkGroupSizePvPU3AS4cii(ptr, ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z47__spirv_GetKernelPreferredWorkGroupSizeMultiplePvPU3AS4cii(ptr, ptr addrspace(4), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 19}
!3 = !{i32 38}
!4 = !{i32 39}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @queries, !"queries"}
!7 = !{i16 0, i16 0}
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
