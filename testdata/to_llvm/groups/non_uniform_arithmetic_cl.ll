target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i32 @arith(i32 %0, float %1) #0 {
  %3 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 %0) #0
  %4 = call spir_func float @_Z40sub_group_non_uniform_scan_inclusive_addf(float %1) #0
  %5 = call spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_minj(i32 %3) #0
  %6 = call spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32 %5, i32 4) #0
  %7 = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 2, i32 0, i32 %6) #0
  %8 = icmp ugt i32 %7, 0
  %9 = zext i1 %8 to i32
  %10 = call spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32 %9) #0
  %11 = icmp ne i32 %10, 0
  %12 = fptoui float %4 to i32
  %13 = select i1 %11, i32 %12, i32 %7
  ret i32 %13
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32) #0

; Function Attrs: convergent nounwind
declare spir_func float @_Z40sub_group_non_uniform_scan_inclusive_addf(float) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_minj(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32, i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 61}
!4 = !{i32 63}
!5 = !{i32 67}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
