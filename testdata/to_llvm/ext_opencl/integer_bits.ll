target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @integer_bits(i16 %0, i32 %1, i32 %2) #0 {
  %4 = call spir_func i16 @_Z15__spirv_ocl_clzs(i16 %0) #1
  %5 = call spir_func i16 @_Z15__spirv_ocl_ctzs(i16 %4) #1
  %6 = call spir_func i16 @_Z20__spirv_ocl_popcounts(i16 %5) #1
  %7 = call spir_func i16 @_Z18__spirv_ocl_rotatess(i16 %6, i16 %0) #1
  %8 = call spir_func i32 @_Z19__spirv_ocl_s_mad24iii(i32 %1, i32 %2, i32 %1) #1
  %9 = call spir_func i32 @_Z19__spirv_ocl_u_mul24jj(i32 %8, i32 %2) #1
  %10 = zext i16 %7 to i32
  %11 = add i32 %9, %10
  ret i32 %11
}

; Function Attrs: nounwind
declare spir_func i16 @_Z15__spirv_ocl_clzs(i16) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z15__spirv_ocl_ctzs(i16) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z20__spirv_ocl_popcounts(i16) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z18__spirv_ocl_rotatess(i16, i16) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z19__spirv_ocl_s_mad24iii(i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z19__spirv_ocl_u_mul24jj(i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 22}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
