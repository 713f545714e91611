target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @prefetch_tile(ptr addrspace(1) %0, ptr addrspace(3) %1) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = alloca target("spirv.Event"), align 8
  %4 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event(ptr addrspace(3) %1, ptr addrspace(1) %0, i64 16, i64 1, target("spirv.Event") zeroinitializer) #0
  store target("spirv.Event") %4, ptr %3, align 8
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, ptr %3) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event")) #0

; Function Attrs: nounwind
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(i32, ptr) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 11}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @prefetch_tile, !"prefetch_tile"}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
!7 = !{i32 1, i32 3}
!8 = !{!"none", !"none"}
!9 = !{!"float*", !"float*"}
!10 = !{!"", !""}
