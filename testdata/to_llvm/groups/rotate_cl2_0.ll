target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i8 @rotate(i8 %0, i32 %1) #0 {
  %3 = call spir_func i8 @_Z16sub_group_rotateci(i8 %0, i32 %1) #0
  %4 = call spir_func i8 @_Z26sub_group_clustered_rotatecij(i8 %3, i32 2, i32 4) #0
  %5 = call spir_func i8 @_Z32__spirv_GroupNonUniformRotateKHRicj(i32 2, i8 %4, i32 %1) #0
  ret i8 %5
}

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z16sub_group_rotateci(i8 signext, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z26sub_group_clustered_rotatecij(i8 signext, i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z32__spirv_GroupNonUniformRotateKHRicj(i32, i8, i32) #0

attributes #0 = { convergent nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{!"SPV_KHR_subgroup_rotate"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 39}
!5 = !{i32 61}
!6 = !{i32 6026}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
