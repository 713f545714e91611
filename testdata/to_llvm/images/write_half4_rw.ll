target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @write_half4_rw(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 2) %0, <2 x i32> %1, <4 x half> %2) #0 {
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_1_0_0_0_2Dv2_iDv4_Dh(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 2) %0, <2 x i32> %1, <4 x half> %2) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_1_0_0_0_2Dv2_iDv4_Dh(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 2), <2 x i32>, <4 x half>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 13}
!4 = !{i32 14}
!5 = !{i32 9}
!6 = !{i32 43}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
