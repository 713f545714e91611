target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: nounwind
define internal spir_func void @__launcher_block_invoke(ptr addrspace(4) %0) #0 {
  ret void
}

; Function Attrs: nounwind
define internal spir_func void @__launcher_block_invoke_2(ptr addrspace(4) %0, ptr addrspace(3) %1) #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @launcher() #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !10 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !10 {
  %1 = alloca %struct.ndrange_t, align 8
  %2 = alloca %struct.ndrange_t, align 8
  %3 = alloca [1 x i64], align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca [1 x i64], align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca %struct.ndrange_t, align 8
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca %struct.ndrange_t, align 8
  %10 = alloca [16 x i8], align 1
  %11 = alloca target("spirv.DeviceEvent"), align 8
  %12 = addrspacecast ptr %10 to ptr addrspace(4)
  %13 = addrspacecast ptr %11 to ptr addrspace(4)
  %14 = call spir_func target("spirv.Queue") @_Z17get_default_queuev() #0
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %9, i64 64) #0
  %15 = load %struct.ndrange_t, ptr %9, align 8
  store %struct.ndrange_t %15, ptr %8, align 8
  %16 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %17 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %14, i32 0, ptr %8, ptr addrspace(4) %16, ptr addrspace(4) %12) #0
  store %struct.ndrange_t %15, ptr %7, align 8
  %18 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %19 = call spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue") %14, i32 1, ptr %7, i32 0, ptr addrspace(4) null, ptr addrspace(4) %13, ptr addrspace(4) %18, ptr addrspace(4) %12) #0
  store %struct.ndrange_t %15, ptr %6, align 8
  %20 = addrspacecast ptr @__launcher_block_invoke_2 to ptr addrspace(4)
  %21 = getelementptr [1 x i64], ptr %5, i32 0, i32 0
  store i64 256, ptr %21, align 8
  %22 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %14, i32 0, ptr %6, ptr addrspace(4) %20, ptr addrspace(4) %12, i32 1, ptr %5) #0
  store %struct.ndrange_t %15, ptr %4, align 8
  %23 = addrspacecast ptr @__launcher_block_invoke_2 to ptr addrspace(4)
  %24 = getelementptr [1 x i64], ptr %3, i32 0, i32 0
  store i64 64, ptr %24, align 8
  %25 = call spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue") %14, i32 1, ptr %4, i32 1, ptr addrspace(4) %13, ptr addrspace(4) %13, ptr addrspace(4) %23, ptr addrspace(4) %12, i32 1, ptr %3) #0
  %26 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %27 = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) %26, ptr addrspace(4) %12) #0
  %28 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %29 = call spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) %28, ptr addrspace(4) %12) #0
  store %struct.ndrange_t %15, ptr %2, align 8
  %30 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %31 = call spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr %2, ptr addrspace(4) %30, ptr addrspace(4) %12) #0
  store %struct.ndrange_t %15, ptr %1, align 8
  %32 = addrspacecast ptr @__launcher_block_invoke to ptr addrspace(4)
  %33 = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr %1, ptr addrspace(4) %32, ptr addrspace(4) %12) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.Queue") @_Z17get_default_queuev() #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64) #0

; Function Attrs: nounwind
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr) #0

; Function Attrs: nounwind
declare spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), i32, ptr) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 19}
!3 = !{i32 38}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @launcher, !"launcher"}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
!10 = !{}
