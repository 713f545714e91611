target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @dots(i32 %0, i32 %1, <4 x i8> %2, <4 x i8> %3) #0 {
  %5 = call spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32 %0, i32 %1, i32 0) #0
  %6 = call spir_func i16 @_Z23__spirv_UDotKHR_RushortDv4_hS_(<4 x i8> %2, <4 x i8> %3) #0
  %7 = zext i16 %6 to i32
  %8 = call spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv4_cDv4_hi(<4 x i8> %2, <4 x i8> %3, i32 %7) #0
  %9 = add i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind
declare spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z23__spirv_UDotKHR_RushortDv4_hS_(<4 x i8>, <4 x i8>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv4_cDv4_hi(<4 x i8>, <4 x i8>, i32) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{!"SPV_KHR_integer_dot_product"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 39}
!5 = !{i32 22}
!6 = !{i32 6019}
!7 = !{i32 6017}
!8 = !{i32 6018}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
