target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @math_remquo_ldexp(float %0, float %1, i32 %2, ptr addrspace(3) %3) #0 {
  %5 = call spir_func float @_Z18__spirv_ocl_remquoffPU3AS3i(float %0, float %1, ptr addrspace(3) %3) #1
  %6 = call spir_func float @_Z17__spirv_ocl_ldexpfi(float %5, i32 %2) #2
  %7 = call spir_func float @_Z16__spirv_ocl_pownfi(float %6, i32 %2) #2
  ret float %7
}

; Function Attrs: nounwind
declare spir_func float @_Z18__spirv_ocl_remquoffPU3AS3i(float, float, ptr addrspace(3)) #0

; Function Attrs: nounwind
declare spir_func float @_Z17__spirv_ocl_ldexpfi(float, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z16__spirv_ocl_pownfi(float, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }
attributes #2 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
