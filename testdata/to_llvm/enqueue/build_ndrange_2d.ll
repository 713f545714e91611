target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: nounwind
define spir_func %struct.ndrange_t @ndrange_2d([2 x i64] %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = call spir_func %struct.ndrange_t @_Z23__spirv_BuildNDRange_2DA2_lS_S_([2 x i64] %0, [2 x i64] %1, [2 x i64] %2) #0
  ret %struct.ndrange_t %4
}

; Function Attrs: nounwind
declare spir_func %struct.ndrange_t @_Z23__spirv_BuildNDRange_2DA2_lS_S_([2 x i64], [2 x i64], [2 x i64]) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
