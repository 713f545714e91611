target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @math_pointer_out(float %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = call spir_func float @_Z17__spirv_ocl_frexpfPi(float %0, ptr %2) #1
  %6 = call spir_func float @_Z16__spirv_ocl_modffPf(float %5, ptr %3) #1
  %7 = call spir_func float @_Z18__spirv_ocl_sincosfPf(float %6, ptr %4) #1
  ret float %7
}

; Function Attrs: nounwind
declare spir_func float @_Z17__spirv_ocl_frexpfPi(float, ptr) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_modffPf(float, ptr) #0

; Function Attrs: nounwind
declare spir_func float @_Z18__spirv_ocl_sincosfPf(float, ptr) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
