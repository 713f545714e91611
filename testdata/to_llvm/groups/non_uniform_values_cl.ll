target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i32 @values(i16 %0, <4 x i32> %1) #0 {
  %3 = call spir_func i16 @_Z31sub_group_non_uniform_broadcasttj(i16 %0, i32 5) #0
  %4 = call spir_func i16 @_Z32__spirv_GroupNonUniformBroadcastisj(i32 2, i16 %3, i32 5) #0
  %5 = call spir_func i16 @_Z25sub_group_broadcast_firstt(i16 %4) #0
  %6 = call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> %1) #0
  %7 = zext i16 %5 to i32
  %8 = add i32 %7, %6
  ret i32 %8
}

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z31sub_group_non_uniform_broadcasttj(i16 zeroext, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z32__spirv_GroupNonUniformBroadcastisj(i32, i16, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z25sub_group_broadcast_firstt(i16 zeroext) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32>) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 22}
!4 = !{i32 61}
!5 = !{i32 64}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
