target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @vector_convert_cl(<8 x i8> %0, <8 x i1> %1, i16 %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6) #0 {
  %8 = call spir_func <8 x i16> @_Z14convert_short8Dv8_c(<8 x i8> %0) #0
  %9 = call spir_func <8 x i32> @_Z12convert_int8Dv8_t(<8 x i16> %8) #0
  %10 = call spir_func <8 x i8> @_Z13convert_char8Dv8_i(<8 x i32> %9) #0
  %11 = call spir_func <8 x i8> @_Z13convert_char8Dv8_i(<8 x i32> %9) #0
  %12 = call spir_func <8 x double> @_Z15convert_double8Dv8_c(<8 x i8> %10) #0
  %13 = call spir_func <8 x float> @_Z14convert_float8Dv8_d(<8 x double> %12) #0
  %14 = call spir_func <8 x i32> @_Z13convert_uint8Dv8_f(<8 x float> %13) #0
  %15 = call spir_func <8 x float> @_Z14convert_float8Dv8_j(<8 x i32> %14) #0
  %16 = call spir_func <8 x i32> @_Z12convert_int8Dv8_f(<8 x float> %15) #0
  %17 = select <8 x i1> %1, <8 x i32> %16, <8 x i32> %14
  %18 = zext i16 %2 to i32
  store <8 x i32> %17, ptr addrspace(1) %3, align 32
  store <8 x float> %15, ptr addrspace(1) %4, align 32
  store <8 x i8> %11, ptr addrspace(1) %5, align 8
  store i32 %18, ptr addrspace(1) %6, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func <8 x i16> @_Z14convert_short8Dv8_c(<8 x i8>) #0

; Function Attrs: nounwind
declare spir_func <8 x i32> @_Z12convert_int8Dv8_t(<8 x i16>) #0

; Function Attrs: nounwind
declare spir_func <8 x i8> @_Z13convert_char8Dv8_i(<8 x i32>) #0

; Function Attrs: nounwind
declare spir_func <8 x double> @_Z15convert_double8Dv8_c(<8 x i8>) #0

; Function Attrs: nounwind
declare spir_func <8 x float> @_Z14convert_float8Dv8_d(<8 x double>) #0

; Function Attrs: nounwind
declare spir_func <8 x i32> @_Z13convert_uint8Dv8_f(<8 x float>) #0

; Function Attrs: nounwind
declare spir_func <8 x float> @_Z14convert_float8Dv8_j(<8 x i32>) #0

; Function Attrs: nounwind
declare spir_func <8 x i32> @_Z12convert_int8Dv8_f(<8 x float>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 22}
!5 = !{i32 10}
!6 = !{i32 7}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
