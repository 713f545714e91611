target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @sat_convert_int(i32 %0, i64 %1, ptr addrspace(1) %2, ptr addrspace(1) %3) #0 {
  %5 = call spir_func i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32 %0) #0
  %6 = call spir_func i16 @_Z29__spirv_SatConvertUToS_Rshortm(i64 %1) #0
  store i8 %5, ptr addrspace(1) %2, align 1
  store i16 %6, ptr addrspace(1) %3, align 2
  ret void
}

; Function Attrs: nounwind
declare spir_func i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z29__spirv_SatConvertUToS_Rshortm(i64) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 22}
!5 = !{i32 11}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
