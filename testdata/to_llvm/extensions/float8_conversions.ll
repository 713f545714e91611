target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_func half @e4m3_hf16_scalar() #0 {
entry:
  %0 = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 1) #0
  ret half %0
}

; Function Attrs: nounwind
declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 signext) #0

; Function Attrs: nounwind
define spir_func <8 x bfloat> @e5m2_bf16_vector() #0 {
entry:
  %0 = call spir_func <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_c(<8 x i8> splat (i8 1)) #0
  ret <8 x bfloat> %0
}

; Function Attrs: nounwind
declare spir_func <8 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv8_c(<8 x i8>) #0

; Function Attrs: nounwind
define spir_func i8 @bf16_e4m3_scalar(bfloat %x) #0 {
entry:
  %0 = call spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDF16b(bfloat %x) #0
  ret i8 %0
}

; Function Attrs: nounwind
declare spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDF16b(bfloat) #0

; Function Attrs: nounwind
define spir_func <8 x i8> @hf16_e5m2_vector(<8 x half> %x) #0 {
entry:
  %0 = call spir_func <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv8_Dh(<8 x half> %x) #0
  ret <8 x i8> %0
}

; Function Attrs: nounwind
declare spir_func <8 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv8_Dh(<8 x half>) #0

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7, !8, !9, !10, !11}
!spirv.MemoryModel = !{!12}
!spirv.Generator = !{!13}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_EXT_float8"}
!2 = !{!"SPV_KHR_bfloat16"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 7}
!7 = !{i32 8}
!8 = !{i32 9}
!9 = !{i32 39}
!10 = !{i32 4212}
!11 = !{i32 5116}
!12 = !{i32 1, i32 2}
!13 = !{i16 0, i16 0}
