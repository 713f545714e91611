; clang-15 -O0 bitcode: an event_t from async_work_group_copy (null event argument → OpConstantNull),
; held in an alloca and waited on through its address; a read-only pipe parameter ("pipe int")
; and a reserve_id_t from __reserve_read_pipe used by the reserved read and commit.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @copy_wait(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(3) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %8 = load ptr addrspace(3), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = call spir_func ptr @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %8, ptr addrspace(1) noundef %9, i64 noundef 16, ptr null) #3
  store ptr %10, ptr %7, align 8
  %11 = addrspacecast ptr %7 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %11) #3
  %12 = load ptr addrspace(3), ptr %5, align 8
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %13
  %15 = load float, ptr addrspace(3) %14, align 4
  %16 = load ptr addrspace(1), ptr %6, align 8
  %17 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %18 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %17
  store float %15, ptr addrspace(1) %18, align 4
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func ptr @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, ptr) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reserve(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = load ptr addrspace(1), ptr %3, align 8
  %7 = call spir_func ptr @__reserve_read_pipe(ptr addrspace(1) %6, i32 1, i32 4, i32 4)
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %8) #3
  br i1 %9, label %10, label %18

10:                                               ; preds = %2
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = addrspacecast ptr addrspace(1) %13 to ptr addrspace(4)
  %15 = call spir_func i32 @__read_pipe_4(ptr addrspace(1) %11, ptr %12, i32 0, ptr addrspace(4) %14, i32 4, i32 4)
  %16 = load ptr addrspace(1), ptr %3, align 8
  %17 = load ptr, ptr %5, align 8
  call spir_func void @__commit_read_pipe(ptr addrspace(1) %16, ptr %17, i32 4, i32 4)
  br label %18

18:                                               ; preds = %10, %2
  ret void
}

declare dso_local spir_func ptr @__reserve_read_pipe(ptr addrspace(1), i32, i32, i32)

; Function Attrs: convergent
declare dso_local spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #1

declare dso_local spir_func i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr addrspace(4), i32, i32)

declare dso_local spir_func void @__commit_read_pipe(ptr addrspace(1), ptr, i32, i32)

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 3, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*"}
!7 = !{!"", !"", !""}
!8 = !{i32 1, i32 1}
!9 = !{!"read_only", !"none"}
!10 = !{!"int", !"int*"}
!11 = !{!"pipe", !""}
