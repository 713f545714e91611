target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: nounwind
define internal spir_func void @__launcher_block_invoke(ptr addrspace(4) %0) #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @launcher() #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !9 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !9 {
  %1 = alloca [16 x i8], align 1
  %2 = addrspacecast ptr %1 to ptr addrspace(4)
  %3 = call spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0
  %4 = call spir_func %struct.ndrange_t @_Z23__spirv_BuildNDRange_1Dlll(i64 64, i64 0, i64 0) #0
  %5 = call spir_func i32 @_Z21__spirv_EnqueueKernelP13__spirv_Queuei9ndrange_tiPU3AS4P19__spirv_DeviceEventS5_PvPU3AS4cii(target("spirv.Queue") %3, i32 0, %struct.ndrange_t %4, i32 0, ptr addrspace(4) null, ptr addrspace(4) null, ptr @__launcher_block_invoke, ptr addrspace(4) %2, i32 16, i32 8) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0

; Function Attrs: nounwind
declare spir_func %struct.ndrange_t @_Z23__spirv_BuildNDRange_1Dlll(i64, i64, i64) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21__spirv_EnqueueKernelP13__spirv_Queuei9ndrange_tiPU3AS4P19__spirv_DeviceEventS5_PvPU3AS4cii(target("spirv.Queue"), i32, %struct.ndrange_t, i32, ptr addrspace(4), ptr addrspace(4), ptr, ptr addrspace(4), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 19}
!3 = !{i32 38}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @launcher, !"launcher"}
!8 = !{i16 0, i16 0}
!9 = !{}
