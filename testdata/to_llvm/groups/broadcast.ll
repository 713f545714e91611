target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func float @broadcast(float %0, i32 %1, <2 x i64> %2) #0 {
  %4 = call spir_func float @_Z22__spirv_GroupBroadcastifj(i32 2, float %0, i32 %1) #0
  %5 = call spir_func float @_Z22__spirv_GroupBroadcastifDv2_m(i32 2, float %4, <2 x i64> %2) #0
  ret float %5
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z22__spirv_GroupBroadcastifj(i32, float, i32) #0

; Function Attrs: convergent nounwind
declare spir_func float @_Z22__spirv_GroupBroadcastifDv2_m(i32, float, <2 x i64>) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 18}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
