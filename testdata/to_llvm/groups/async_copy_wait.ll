target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @prefetch_tile(ptr addrspace(1) %0, ptr addrspace(3) %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca target("spirv.Event"), align 8
  %4 = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1KfmmP13__spirv_Event(i32 2, ptr addrspace(3) %1, ptr addrspace(1) %0, i64 16, i64 1, target("spirv.Event") zeroinitializer) #1
  store target("spirv.Event") %4, ptr %3, align 8
  call spir_func void @_Z23__spirv_GroupWaitEventsiiPP13__spirv_Event(i32 2, i32 1, ptr %3) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1KfmmP13__spirv_Event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event")) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z23__spirv_GroupWaitEventsiiPP13__spirv_Event(i32, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 11}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @prefetch_tile, !"prefetch_tile"}
!5 = !{i16 0, i16 0}
!6 = !{i32 1, i32 3}
!7 = !{!"none", !"none"}
!8 = !{!"float*", !"float*"}
!9 = !{!"", !""}
