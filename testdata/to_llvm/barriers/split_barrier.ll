target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @split() #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 1, i32 1) #1
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 1, i32 1) #1
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 7, i32 1) #1
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 0, i32 1) #1
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2) #1
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 4) #1
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 3, i32 3, i32 260) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{!"SPV_INTEL_split_barrier"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 6141}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @split, !"split"}
!6 = !{i16 0, i16 0}
!7 = !{i32 1, i32 2}
!8 = !{}
