target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @rounding_s_to_f(i32 %0, ptr addrspace(1) %1) #0 {
  %3 = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtei(i32 %0) #0
  %4 = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(i32 %0) #0
  %5 = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtpi(i32 %0) #0
  %6 = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtni(i32 %0) #0
  store float %3, ptr addrspace(1) %1, align 4
  store float %4, ptr addrspace(1) %1, align 4
  store float %5, ptr addrspace(1) %1, align 4
  store float %6, ptr addrspace(1) %1, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtei(i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtpi(i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtni(i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
