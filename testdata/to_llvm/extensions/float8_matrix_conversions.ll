target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @round_trip(half %x) #0 {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructDh(half %x) #0
  %narrow = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) %m) #0
  %wide = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) %narrow) #0
  ret target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) %wide
}

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructDh(half) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2)) #0

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7, !8, !9, !10, !11}
!spirv.MemoryModel = !{!12}
!spirv.Generator = !{!13}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_EXT_float8"}
!2 = !{!"SPV_KHR_cooperative_matrix"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 8}
!7 = !{i32 9}
!8 = !{i32 39}
!9 = !{i32 4212}
!10 = !{i32 4213}
!11 = !{i32 6022}
!12 = !{i32 1, i32 2}
!13 = !{i16 0, i16 0}
