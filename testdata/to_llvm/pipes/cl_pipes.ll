target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @pipes(target("spirv.Pipe", 0) %0, target("spirv.Pipe", 1) %1, ptr addrspace(4) %2) #0 {
  %4 = alloca i32, align 4
  %5 = addrspacecast ptr %4 to ptr addrspace(4)
  %6 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %0, ptr addrspace(4) %5, i32 4, i32 4) #0
  %7 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %1, ptr addrspace(4) %2, i32 4, i32 4) #0
  %8 = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 2, i32 4, i32 4) #0
  %9 = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %8) #0
  %10 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %8, i32 1, ptr addrspace(4) %2, i32 4, i32 4) #0
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %8, i32 4, i32 4) #0
  %11 = call spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1) %1, i32 1, i32 4, i32 4) #0
  %12 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %1, target("spirv.ReserveId") %11, i32 0, ptr addrspace(4) %2, i32 4, i32 4) #0
  call spir_func void @__commit_write_pipe(target("spirv.Pipe", 1) %1, target("spirv.ReserveId") %11, i32 4, i32 4) #0
  %13 = call spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 2, i32 4, i32 4) #0
  call spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %13, i32 4, i32 4) #0
  %14 = call spir_func target("spirv.ReserveId") @__sub_group_reserve_write_pipe(target("spirv.Pipe", 1) %1, i32 1, i32 4, i32 4) #0
  call spir_func void @__sub_group_commit_write_pipe(target("spirv.Pipe", 1) %1, target("spirv.ReserveId") %14, i32 4, i32 4) #0
  %15 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %0, i32 4, i32 4) #0
  %16 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %1, i32 4, i32 4) #0
  %17 = add i32 %6, %7
  %18 = add i32 %17, %10
  %19 = add i32 %18, %12
  %20 = add i32 %19, %15
  %21 = add i32 %20, %16
  %22 = select i1 %9, i32 %21, i32 0
  ret i32 %22
}

; Function Attrs: nounwind
declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId")) #0

; Function Attrs: nounwind
declare spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @__commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @__sub_group_reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @__sub_group_commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 17}
!4 = !{i32 38}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
