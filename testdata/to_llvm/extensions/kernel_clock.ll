target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @clocks(ptr addrspace(1) align 8 captures(none) %0, ptr addrspace(1) align 8 captures(none) %1) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = call spir_func i64 @_Z17clock_read_devicev() #0
  store i64 %3, ptr addrspace(1) %0, align 8
  %4 = call spir_func i64 @_Z21clock_read_work_groupv() #0
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i64 %4, ptr addrspace(1) %5, align 8
  %6 = call spir_func i64 @_Z20clock_read_sub_groupv() #0
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  store i64 %6, ptr addrspace(1) %7, align 8
  %8 = call spir_func <2 x i32> @_Z22clock_read_hilo_devicev() #0
  store <2 x i32> %8, ptr addrspace(1) %1, align 8
  %9 = call spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv() #0
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store <2 x i32> %9, ptr addrspace(1) %10, align 8
  %11 = call spir_func <2 x i32> @_Z25clock_read_hilo_sub_groupv() #0
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  store <2 x i32> %11, ptr addrspace(1) %12, align 8
  ret void
}

; Function Attrs: nounwind
declare spir_func i64 @_Z17clock_read_devicev() #0

; Function Attrs: nounwind
declare spir_func i64 @_Z21clock_read_work_groupv() #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20clock_read_sub_groupv() #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z22clock_read_hilo_devicev() #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv() #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z25clock_read_hilo_sub_groupv() #0

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.EntryPoint = !{!8}
!spirv.Generator = !{!9}
!opencl.ocl.version = !{!10}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_KHR_shader_clock"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 5055}
!7 = !{i32 2, i32 2}
!8 = !{i32 6, ptr @clocks, !"clocks"}
!9 = !{i16 0, i16 0}
!10 = !{i32 2, i32 0}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"long*", !"int2*"}
!14 = !{!"", !""}
