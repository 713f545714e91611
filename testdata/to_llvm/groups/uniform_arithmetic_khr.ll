target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i32 @uniform(i32 %0, float %1, i1 %2) #0 {
  %4 = call spir_func i32 @_Z21work_group_reduce_muli(i32 %0) #0
  %5 = call spir_func i32 @_Z29work_group_scan_inclusive_andi(i32 %4) #0
  %6 = call spir_func i32 @_Z29work_group_scan_exclusive_xori(i32 %5) #0
  %7 = call spir_func float @_Z21work_group_reduce_mulf(float %1) #0
  %8 = zext i1 %2 to i32
  %9 = call spir_func i32 @_Z28work_group_reduce_logical_ori(i32 %8) #0
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = call spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32 %11) #0
  %13 = icmp ne i32 %12, 0
  %14 = select i1 %13, i32 %6, i32 %4
  ret i32 %14
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_muli(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_inclusive_andi(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_xori(i32) #0

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_mulf(float) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28work_group_reduce_logical_ori(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32) #0

attributes #0 = { convergent nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{!"SPV_KHR_uniform_group_instructions"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 18}
!5 = !{i32 6400}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
